import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';

/**
 * Journeys (spec 7.6 'Journey'): a trip of a car from engine start to stop, closed into history as
 * the fleet runs. make-sure is our reading of the name: a reviewer (or the driver, for their own)
 * confirms a journey with a note. Drivers see only their own journeys.
 */

export const Journey = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
  driverUid: Type.Union([Uid, Type.Null()]),
  driverName: Type.String(),
  startTime: Millis,
  endTime: Millis,
  startAddress: Type.String(),
  endAddress: Type.String(),
  /** Meters. */
  distance: Type.Number({ minimum: 0 }),
  /** Seconds. */
  duration: Type.Integer({ minimum: 0 }),
  idleSeconds: Type.Integer({ minimum: 0 }),
  /** km/h. */
  maxSpeed: Type.Number({ minimum: 0 }),
  avgSpeed: Type.Number({ minimum: 0 }),
  eventCount: Type.Integer({ minimum: 0 }),
  confirmed: Type.Boolean(),
  confirmedAt: Type.Union([Millis, Type.Null()]),
  confirmedBy: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  /** True for the journey the car is still driving: its end is the present, and it is not stored yet. */
  ongoing: Type.Optional(Type.Boolean()),
});
export type Journey = Static<typeof Journey>;

export const journey = {
  list: endpoint({
    id: 'journey.list', host: 'api', method: 'POST', path: 'journey/v0/list', auth: 'bearer', permission: ['P_P03', 'P_P13'], driverScoped: true,
    summary: 'Journeys that started between startTime and endTime, newest first; filter by car, driver and confirmation.',
    body: Type.Object({
      startTime: Millis,
      endTime: Millis,
      carUid: Type.Optional(Uid),
      driverUid: Type.Optional(Uid),
      confirmed: Type.Optional(Type.Boolean()),
      ...Paging,
    }),
    response: Page(Journey),
    effect: 'read',
  }),
  makeSure: endpoint({
    id: 'journey.makeSure', host: 'api', method: 'POST', path: 'journey/v0/make-sure', auth: 'bearer', permission: ['P_P03', 'P_P13'], driverScoped: true,
    summary: 'Confirm journeys as reviewed, with an optional note.',
    body: Type.Object({
      uids: Type.Array(Uid, { minItems: 1, maxItems: 200 }),
      note: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    response: Type.Object({ updated: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
};
