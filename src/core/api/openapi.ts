import { call } from './call';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { openApi } from './contract/openapi';

/** The open-API car info (spec 7.1, 7.13), sent with the open-API key; the POST form is used. */
export const fetchOpenCarInfo = (body: BodyOf<typeof openApi.carInfoPost>) => call(openApi.carInfoPost, { body });

/** The GET form of the same call (spec 7.1 names both methods), with the fields in the query. */
export const fetchOpenCarInfoByQuery = (query: QueryOf<typeof openApi.carInfoGet>) => call(openApi.carInfoGet, { query });
