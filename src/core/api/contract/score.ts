import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';

/**
 * Driving score (spec 7.6 'Driving score', 2.11 'Driver performance'): the settlement of driving
 * data. A day (Asia/Taipei) can be settled once it is over and has closed journeys; a settle job
 * scores each driver's day from journeys and events and notifies category 8 (performance).
 * Code P_P05 (driver performance belongs to analysis), P_P03, or P_P12: /driver/performance/{uid}
 * falls under the /driver prefix (spec 6), so a holder of P_P12 who may open the page may read it.
 */

export const DateString = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
const DayRange = { startDate: DateString, endDate: DateString };

export const Bucket = Type.Object({ label: Type.String(), value: Type.Number({ minimum: 0 }) });
export type Bucket = Static<typeof Bucket>;

/** What the charts of spec 2.11 need. Buckets are seconds (speed, rpm, idle, pedal) or counts. */
export const ScoreBreakdown = Type.Object({
  speed: Type.Array(Bucket),
  rpm: Type.Array(Bucket),
  idle: Type.Array(Bucket),
  pedal: Type.Array(Bucket),
  accelerate: Type.Array(Bucket),
  decelerate: Type.Array(Bucket),
  /** Engine dot chart: rpm against speed. */
  engine: Type.Array(Type.Object({ time: Millis, rpm: Type.Number(), speed: Type.Number() })),
  /** Temperature dot chart: engine coolant temperature over time, °C. */
  temperature: Type.Array(Type.Object({ time: Millis, engineTemp: Type.Number() })),
});
export type ScoreBreakdown = Static<typeof ScoreBreakdown>;

export const DriverScore = Type.Object({
  driverUid: Uid,
  driverName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  /** 0..100, weighted by driving time over the settled days. */
  score: Type.Number({ minimum: 0, maximum: 100 }),
  days: Type.Integer({ minimum: 0 }),
  journeyCount: Type.Integer({ minimum: 0 }),
  /** Meters. */
  distance: Type.Number({ minimum: 0 }),
  drivingSeconds: Type.Integer({ minimum: 0 }),
  eventCount: Type.Integer({ minimum: 0 }),
  breakdown: ScoreBreakdown,
});
export type DriverScore = Static<typeof DriverScore>;

export const SettleDay = Type.Object({
  date: DateString,
  journeyCount: Type.Integer({ minimum: 0 }),
  driverCount: Type.Integer({ minimum: 0 }),
  /** The day is over in Asia/Taipei. */
  ready: Type.Boolean(),
  settled: Type.Boolean(),
  settledAt: Type.Union([Millis, Type.Null()]),
});
export type SettleDay = Static<typeof SettleDay>;

export const drivingScore = {
  canBeSettled: endpoint({
    id: 'drivingScore.canBeSettled', host: 'api', method: 'POST', path: 'driving-score/v0/can-be-settled', auth: 'bearer', permission: ['P_P05', 'P_P03', 'P_P12'],
    summary: 'Per day of the range: journeys and drivers to settle, whether the day is over and whether it is settled.',
    body: Type.Object(DayRange),
    response: Type.Array(SettleDay),
    effect: 'read',
  }),
  settleJob: endpoint({
    id: 'drivingScore.settleJob', host: 'api', method: 'POST', path: 'driving-score/v0/settle-job', auth: 'bearer', permission: ['P_P05', 'P_P03', 'P_P12'],
    summary: 'Score every driver for each finished day of the range (again if already settled) and notify category 8.',
    body: Type.Object({ ...DayRange, driverUids: Type.Optional(Type.Array(Uid, { minItems: 1, maxItems: 500 })) }),
    response: Type.Object({ jobUid: Uid, days: Type.Array(DateString), drivers: Type.Integer({ minimum: 0 }), scores: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  list: endpoint({
    id: 'drivingScore.list', host: 'api', method: 'POST', path: 'driving-score/v0/list', auth: 'bearer', permission: ['P_P05', 'P_P03', 'P_P12'],
    summary: 'Per driver, the settled score and the breakdown of the range, best first; filter by driver and department.',
    body: Type.Object({ ...DayRange, driverUid: Type.Optional(Uid), departmentUid: Type.Optional(Uid), ...Paging }),
    response: Page(DriverScore),
    effect: 'read',
  }),
  exportLog: endpoint({
    id: 'drivingScore.exportLog', host: 'api', method: 'POST', path: 'driving-score/v0/export/log', auth: 'bearer', permission: ['P_P05', 'P_P03', 'P_P12'],
    summary: 'Export the settled scores of the range, one row per driver and day, as 駕駛評分_{YYYY-MM-DD}.xlsx.',
    kind: 'download',
    body: Type.Object({ ...DayRange, driverUid: Type.Optional(Uid), departmentUid: Type.Optional(Uid) }),
    response: Type.Null(),
    effect: 'read',
  }),
};

export const scoreExportName = (date: string) => `駕駛評分_${date}.xlsx`;
