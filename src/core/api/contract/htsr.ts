import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Uid } from './endpoint';
import { DateString } from './score';

/**
 * HTSR (spec 7.6 names only the calls): our design is the truck maker's service network. factory
 * lists service factories by county; period lists a factory's bookable reservation periods of a
 * date. Maintenance reservations (code P_P39 / P_P38) pick from these.
 */

export const ServiceFactory = Type.Object({
  uid: Uid,
  name: Type.String(),
  dealer: Type.String(),
  county: Type.String(),
  district: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  openHours: Type.String(),
});
export type ServiceFactory = Static<typeof ServiceFactory>;

export const ReservationPeriod = Type.Object({
  /** 'HH:mm', Asia/Taipei. */
  start: Type.String(),
  end: Type.String(),
  capacity: Type.Integer({ minimum: 0 }),
  booked: Type.Integer({ minimum: 0 }),
  available: Type.Boolean(),
});
export type ReservationPeriod = Static<typeof ReservationPeriod>;

export const htsr = {
  factory: endpoint({
    id: 'htsr.factory', host: 'api', method: 'POST', path: 'htsr/v0/factory', auth: 'bearer', permission: ['P_P39', 'P_P38'],
    summary: 'Service factories of the truck service network, filtered by county and keyword.',
    body: Type.Object({
      county: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    response: Type.Array(ServiceFactory),
    effect: 'read',
  }),
  period: endpoint({
    id: 'htsr.period', host: 'api', method: 'POST', path: 'htsr/v0/period', auth: 'bearer', permission: ['P_P39', 'P_P38'],
    summary: 'Reservation periods of a factory on a date, with capacity and bookings.',
    body: Type.Object({ factoryUid: Uid, date: DateString }),
    response: Type.Array(ReservationPeriod),
    effect: 'read',
  }),
};
