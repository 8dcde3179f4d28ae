import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';
import { DeviceFlags, TyreReading } from './device';
import { CarStatusSchema } from './vocabulary/cars';

/** Live monitoring (spec 2.11 'Monitoring map', 3 'Driving monitor', 4 'Car status', 7.6); code P_P01. */

/** Car statuses: the words are declared once in ./vocabulary. */
export { CarStatusSchema, SENT_CAR_STATUSES, type CarStatus } from './vocabulary/cars';

/**
 * One car of the live monitor data, as driving-monitor/v0/car/list answers it and as each
 * /fms-monitor message carries it: the socket message contract's MonitorCar (contract/message.ts)
 * with every field filled, each sent once under that contract's name (carUid, direction, time).
 */
export const MonitorRecord = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  driverUid: Type.Union([Uid, Type.Null()]),
  driverName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  lat: Type.Number(),
  lng: Type.Number(),
  /** km/h. */
  speed: Type.Number({ minimum: 0 }),
  /** Heading, degrees clockwise from north. */
  direction: Type.Number(),
  status: CarStatusSchema,
  /** When the device last reported (its GPS time), ms. */
  time: Millis,
  /** Odometer, km. */
  mileage: Type.Number(),
  /** Fuel level, %. */
  fuel: Type.Number(),
  rpm: Type.Number(),
  /** °C. */
  engineTemp: Type.Number(),
  lastEvent: Type.Union([Type.Object({ type: Type.String(), title: Type.String(), time: Millis }), Type.Null()]),
  address: Type.Optional(Type.String()),
  /** Names of the geofences the truck is in. */
  fences: Type.Array(Type.String()),
  devices: DeviceFlags,
  /** Cold-chain sensor temperatures, °C. */
  temperatures: Type.Optional(Type.Array(Type.Number())),
  tyres: Type.Optional(Type.Array(TyreReading)),
});
export type MonitorRecord = Static<typeof MonitorRecord>;

const LastEvent = Type.Union([Type.Object({ uid: Uid, type: Type.String(), title: Type.String(), time: Millis }), Type.Null()]);

export const LastEventStatus = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  /** Per icon kind of spec 3 (EVENT_ICON_KINDS), the last event; null: none, the icon shows off. */
  events: Type.Object({
    fence: LastEvent, drive: LastEvent, detect: LastEvent, dtc: LastEvent, speed: LastEvent, engine: LastEvent, tss: LastEvent,
  }),
});
export type LastEventStatus = Static<typeof LastEventStatus>;

export const drivingMonitor = {
  carList: endpoint({
    id: 'drivingMonitor.carList', host: 'api', method: 'POST', path: 'driving-monitor/v0/car/list', auth: 'bearer', permission: ['P_P01'],
    summary: 'The current live data of the cars (first paint of the map), filtered by keyword (car number or driver), status and department.',
    body: Type.Object({
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      status: Type.Optional(Type.Array(CarStatusSchema, { maxItems: 5 })),
      departmentUid: Type.Optional(Uid),
      offset: Paging.offset,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1000 })),
    }),
    response: Page(MonitorRecord),
    effect: 'read',
  }),
  lastEventStatus: endpoint({
    id: 'drivingMonitor.lastEventStatus', host: 'api', method: 'POST', path: 'iov/v0/drivingLastEventStatus', auth: 'bearer', permission: ['P_P01'],
    summary: 'Per car, the last event of each icon kind (fence, drive, detect, dtc, speed, engine, tss) within the hours given, filtered by department.',
    body: Type.Object({
      /** 部門 (an option of category department). */
      departmentUid: Type.Optional(Uid),
      carUids: Type.Optional(Type.Array(Uid, { maxItems: 1000 })),
      /** How far back an event still lights its icon; 24 h by default. */
      hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720, default: 24 })),
    }),
    response: Type.Array(LastEventStatus),
    effect: 'read',
  }),
};
