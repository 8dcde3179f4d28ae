import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { device } from './contract/device';

/** The external device detail page's data (our extension). */
export const externalDeviceDetail = (body: BodyOf<typeof device.detail>) => call(device.detail, { body });
