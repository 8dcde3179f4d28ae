import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { LatLng } from './geo';

/** Common routes (spec 3 'Common route', 7.6): a named truck route through waypoints; code P_P08. */

export const CommonRouteSummary = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Where the driver goes: origin, stops, destination. */
  waypoints: Type.Array(LatLng),
  /** Meters along the roads. */
  distance: Type.Number({ minimum: 0 }),
  /** Seconds at truck speeds. */
  duration: Type.Number({ minimum: 0 }),
  createdAt: Millis,
});
export type CommonRouteSummary = Static<typeof CommonRouteSummary>;

export const CommonRoute = Type.Composite([CommonRouteSummary, Type.Object({ path: Type.Array(LatLng) })]);
export type CommonRoute = Static<typeof CommonRoute>;

export const commonRoutes = {
  get: endpoint({
    id: 'commonRoutes.get', host: 'api', method: 'GET', path: 'common-routes/v0/:uid', auth: 'bearer', permission: ['P_P08', 'P_P13'],
    summary: 'One common route with its road path.',
    params: UidParams,
    response: CommonRoute,
    effect: 'read',
  }),
  list: endpoint({
    id: 'commonRoutes.list', host: 'api', method: 'POST', path: 'common-routes/v0/list', auth: 'bearer', permission: ['P_P08', 'P_P13'],
    summary: 'Common routes filtered by name keyword, newest first (without the path).',
    body: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), ...Paging }),
    response: Page(CommonRouteSummary),
    effect: 'read',
  }),
  create: endpoint({
    id: 'commonRoutes.create', host: 'api', method: 'POST', path: 'common-routes/v0', auth: 'bearer', permission: ['P_P08'],
    summary: 'Add a common route; the road path, distance and duration are computed from the waypoints.',
    loadingText: '路線計算中....',
    body: Type.Object({
      name: Type.String({ minLength: 1, maxLength: 50 }),
      waypoints: Type.Array(LatLng, { minItems: 2, maxItems: 25 }),
    }),
    response: CommonRoute,
    effect: 'write', audit: true,
  }),
  update: endpoint({
    id: 'commonRoutes.update', host: 'api', method: 'PUT', path: 'common-routes/v0/:uid', auth: 'bearer', permission: ['P_P08'],
    summary: 'Rename a common route (an update sends only name, spec 3).',
    params: UidParams,
    body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false }),
    response: CommonRouteSummary,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    id: 'commonRoutes.remove', host: 'api', method: 'DELETE', path: 'common-routes/v0', auth: 'bearer', permission: ['P_P08'],
    summary: 'Delete common routes by uid.',
    body: DeleteBody,
    response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
};
