import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { LatLng } from './geo';
import { FenceIconTypeSchema } from './vocabulary/fences';

/** Geofences (spec 3 'Fence', 7.6 'Fences'); screen /fence, code P_P08. */

/** Fence icon types, declared with their labels in ./vocabulary. */
export { FENCE_ICON_TYPE_KEYS } from './vocabulary/fences';
export const FenceIconType = FenceIconTypeSchema;
export type FenceIconType = Static<typeof FenceIconType>;

export const FenceShape = Type.Union([
  Type.Object({ type: Type.Literal('circle'), center: LatLng, radius: Type.Number({ minimum: 30, maximum: 50_000 }) }),
  Type.Object({ type: Type.Literal('polygon'), points: Type.Array(LatLng, { minItems: 3, maxItems: 200 }) }),
]);
export type FenceShape = Static<typeof FenceShape>;

/** Enter and leave fire at once; the delayed ones after the truck stayed in (or out) that many minutes. */
export const FenceTriggers = Type.Object({
  enter: Type.Boolean(),
  leave: Type.Boolean(),
  delayedEnterMinutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()])),
  delayedLeaveMinutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()])),
});
export type FenceTriggers = Static<typeof FenceTriggers>;

export const FenceOptions = Type.Object({
  /** Send a fence notification (category 3) when a trigger fires. */
  notify: Type.Boolean(),
  /** Only these cars; empty means every car of the enterprise. */
  carUids: Type.Array(Uid, { maxItems: 500 }),
  /** Speed limit inside the fence (km/h); a faster truck raises a speeding event. */
  speedLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 5, maximum: 130 }), Type.Null()])),
});
export type FenceOptions = Static<typeof FenceOptions>;

export const FenceInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  iconType: FenceIconType,
  shape: FenceShape,
  triggers: FenceTriggers,
  /** The text of the notification sent when a trigger fires. */
  message: Type.String({ maxLength: 200 }),
  options: FenceOptions,
});
export type FenceInput = Static<typeof FenceInput>;

export const Fence = Type.Composite([
  Type.Object({ uid: Uid }),
  FenceInput,
  Type.Object({ createdAt: Millis, updatedAt: Millis }),
]);
export type Fence = Static<typeof Fence>;

export const fence = {
  get: endpoint({
    id: 'fence.get', host: 'api', method: 'GET', path: 'fence/v0/:uid', auth: 'bearer', permission: ['P_P08'],
    summary: 'One geofence of the caller\'s enterprise.',
    params: UidParams,
    response: Fence,
    effect: 'read',
  }),
  list: endpoint({
    id: 'fence.list', host: 'api', method: 'POST', path: 'fence/v0/list', auth: 'bearer', permission: ['P_P08', 'P_P01'],
    summary: 'Geofences, filtered by name keyword and icon type, newest first.',
    body: Type.Object({
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      iconType: Type.Optional(FenceIconType),
      ...Paging,
    }),
    response: Page(Fence),
    effect: 'read',
  }),
  create: endpoint({
    id: 'fence.create', host: 'api', method: 'POST', path: 'fence/v0', auth: 'bearer', permission: ['P_P08'],
    summary: 'Add a geofence.',
    body: FenceInput,
    response: Fence,
    effect: 'write', audit: true,
  }),
  update: endpoint({
    id: 'fence.update', host: 'api', method: 'PUT', path: 'fence/v0/:uid', auth: 'bearer', permission: ['P_P08'],
    summary: 'Edit a geofence (every field).',
    params: UidParams,
    body: FenceInput,
    response: Fence,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    id: 'fence.remove', host: 'api', method: 'DELETE', path: 'fence/v0', auth: 'bearer', permission: ['P_P08'],
    summary: 'Delete geofences by uid.',
    body: DeleteBody,
    response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
};
