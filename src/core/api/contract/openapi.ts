import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Uid } from './endpoint';

/**
 * The open API of spec 7.1 and 7.13: a partner system reads a car's current position and status
 * with the open-API key. The spec names both GET and POST without saying which is used, so both
 * are served with the same fields (query for GET, body for POST). The enterprise code scopes the
 * car number: a key holder must know both. A key belongs to one enterprise and answers only for
 * its cars, within a budget of calls (429 with Retry-After beyond it; issue 10, 4).
 */
export const CarInfoRequest = Type.Object({
  carNo: Type.String({ minLength: 1, maxLength: 20 }),
  enterpriseCode: Type.String({ minLength: 1, maxLength: 40 }),
});

export const CarInfo = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  enterpriseCode: Type.String(),
  /** driving, idling, parking, lost (spec 4), or 'noDevice'. */
  status: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  /** km/h. */
  speed: Type.Union([Type.Number(), Type.Null()]),
  /** Degrees clockwise from north. */
  direction: Type.Union([Type.Number(), Type.Null()]),
  driverName: Type.Union([Type.String(), Type.Null()]),
  /** Time of the position; null when the car has never reported. */
  time: Type.Union([Millis, Type.Null()]),
});
export type CarInfo = Static<typeof CarInfo>;

export const openApi = {
  carInfoGet: endpoint({
    id: 'openApi.carInfoGet', host: 'openApi', method: 'GET', path: 'v1/third-party/car/info', auth: 'openApiKey',
    summary: 'A car\'s current position and status, by car number and enterprise code (query).',
    query: CarInfoRequest,
    response: CarInfo,
    effect: 'read',
  }),
  carInfoPost: endpoint({
    id: 'openApi.carInfoPost', host: 'openApi', method: 'POST', path: 'v1/third-party/car/info', auth: 'openApiKey',
    summary: 'The same as the GET form, with the fields in the body.',
    body: CarInfoRequest,
    response: CarInfo,
    effect: 'read',
  }),
};
