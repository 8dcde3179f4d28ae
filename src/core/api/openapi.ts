import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { openApi } from './contract/openapi';

/** The open-API car info (spec 7.1, 7.13), sent with the open-API key; the POST form is used. */
export const fetchOpenCarInfo = (body: BodyOf<typeof openApi.carInfoPost>) => call(openApi.carInfoPost, { body });
