import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';
import { Journey } from './journey';
import { VehicleEvent } from './events';

/** Track playback (spec 2.11 'History': cars, then a car's journeys, then a journey's points); code P_P03. */

export const HistoryCarRow = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  driverName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  journeyCount: Type.Integer({ minimum: 0 }),
  /** Meters. */
  distance: Type.Number({ minimum: 0 }),
  /** Seconds. */
  duration: Type.Integer({ minimum: 0 }),
  lastJourneyEnd: Type.Union([Millis, Type.Null()]),
});
export type HistoryCarRow = Static<typeof HistoryCarRow>;

export const JourneyPoint = Type.Object({
  time: Millis,
  lat: Type.Number(),
  lng: Type.Number(),
  speed: Type.Number({ minimum: 0 }),
  heading: Type.Number(),
  status: Type.String(),
});
export type JourneyPoint = Static<typeof JourneyPoint>;

const Range = { startTime: Millis, endTime: Millis };

export const drivingHistory = {
  carList: endpoint({
    id: 'drivingHistory.carList', host: 'api', method: 'POST', path: 'driving-history/v0/car/list', auth: 'bearer', permission: ['P_P03'],
    summary: 'Cars with the number, distance and duration of their journeys between startTime and endTime.',
    body: Type.Object({ ...Range, keyword: Type.Optional(Type.String({ maxLength: 50 })), departmentUid: Type.Optional(Uid), ...Paging }),
    response: Page(HistoryCarRow),
    effect: 'read',
  }),
  journeyList: endpoint({
    id: 'drivingHistory.journeyList', host: 'api', method: 'POST', path: 'driving-history/v0/journey/list', auth: 'bearer', permission: ['P_P03'],
    summary: 'The journeys of a car between startTime and endTime, newest first.',
    body: Type.Object({ carUid: Uid, ...Range, ...Paging }),
    response: Page(Journey),
    effect: 'read',
  }),
  journeyDetail: endpoint({
    id: 'drivingHistory.journeyDetail', host: 'api', method: 'POST', path: 'driving-history/v0/journey/detail', auth: 'bearer', permission: ['P_P03'],
    summary: 'A journey with its track points (time, position, speed, status) and the events along it.',
    body: Type.Object({ journeyUid: Uid }),
    response: Type.Object({ journey: Journey, points: Type.Array(JourneyPoint), events: Type.Array(VehicleEvent) }),
    effect: 'read',
  }),
};
