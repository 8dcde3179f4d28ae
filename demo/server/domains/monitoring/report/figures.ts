import { REPORT_FIGURES, type MonthlyReport, type ReportFigure } from '../../../../../src/core/api/contract/report';
import { addMonth, daysInMonth, monthRange } from '../../../../../src/core/report/month';
import type { Db } from '../../../db/database';
import { DAY_MS, SECOND_MS, TAIPEI_OFFSET_MS, taipeiDayNumber } from '../../../time';
import { carNumbers, fleetCars, type Reads } from '../../../car-refs';
import { serviceOf } from '../../../services';

/**
 * The figures of the monthly operations report (src/core/api/contract/report.ts): journey sums and
 * event counts of one enterprise and one Taipei month, per day and per car, read-only.
 */

/** Sums per car and Taipei day (Taiwan keeps UTC+8 all year: time.ts taipeiDayNumber), so a month is a few thousand rows at most. */
interface JourneyRow { car_uid: string; day: number; distance: number; duration: number; idle_seconds: number }
interface EventRow { car_uid: string; type: string; level: string | null; day: number; n: string }

/** The SQL of a Taipei day number of a timestamp column, as taipeiDayNumber computes it. */
const DAY_SQL = (column: string) => `floor((extract(epoch from ${column}) + ${TAIPEI_OFFSET_MS / SECOND_MS}) / ${DAY_MS / SECOND_MS})::int`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Accumulates one figure: its total, its days and its cars. */
class Tally {
  total = 0;
  readonly daily: number[];
  readonly cars = new Map<string, number>();
  constructor(days: number) {
    this.daily = Array.from({ length: days }, () => 0);
  }
  /** Adds to the day `day` (0 = the 1st) of the month. */
  add(carNo: string, day: number, value: number) {
    this.total += value;
    if (day >= 0 && day < this.daily.length) this.daily[day] += value;
    this.cars.set(carNo, (this.cars.get(carNo) ?? 0) + value);
  }
  figure(key: ReportFigure['key'], previous: number): ReportFigure {
    const top = [...this.cars].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3)
      .map(([carNo, value]) => ({ carNo, value: round1(value) }));
    return { key, value: round1(this.total), previous: round1(previous), daily: this.daily.map(round1), top };
  }
}

const JOURNEY_VALUE = {
  distance: (j: JourneyRow) => Number(j.distance) / 1000,
  drivingTime: (j: JourneyRow) => Number(j.duration) / 3600,
  idleTime: (j: JourneyRow) => Number(j.idle_seconds) / 3600,
} as const;

async function journeysOf(db: Db, enterpriseUid: string, range: { startTime: number; endTime: number }) {
  return db.query<JourneyRow>(
    `SELECT j.car_uid, ${DAY_SQL('j.start_time')} AS day, sum(j.distance) AS distance, sum(j.duration) AS duration, sum(j.idle_seconds) AS idle_seconds
       FROM journeys j
      WHERE j.enterprise_uid = $1 AND j.start_time >= $2 AND j.start_time <= $3
      GROUP BY j.car_uid, day`,
    [enterpriseUid, new Date(range.startTime), new Date(range.endTime)],
  );
}

async function eventsOf(db: Db, enterpriseUid: string, range: { startTime: number; endTime: number }, types: string[]) {
  return db.query<EventRow>(
    `SELECT e.car_uid, e.type, e.level, ${DAY_SQL('e.created_at')} AS day, count(*) AS n
       FROM events e
      WHERE e.enterprise_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 AND e.type = ANY($4::text[])
      GROUP BY e.car_uid, e.type, e.level, day`,
    [enterpriseUid, new Date(range.startTime), new Date(range.endTime), types],
  );
}

/**
 * Days of rows one query of the figures reads. PGlite runs each query on the event loop, and a
 * month of a large fleet's journeys or events held it for a second (issue 26, 4): the month is read
 * a Taipei day at a time, letting other requests in between. A (car, day) group falls in one
 * chunk, so the rows are the month query's.
 */
export const REPORT_CHUNK_DAYS = 1;

async function byChunks<T>(range: { startTime: number; endTime: number }, read: (chunk: { startTime: number; endTime: number }) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = range.startTime; start <= range.endTime; start += REPORT_CHUNK_DAYS * DAY_MS) {
    rows.push(...await read({ startTime: start, endTime: Math.min(range.endTime, start + REPORT_CHUNK_DAYS * DAY_MS - 1) }));
    // A query's promise settles without passing through the event loop; this lets waiting requests run.
    await new Promise((done) => setImmediate(done));
  }
  return rows;
}

/** Rows by car uid, then day: sums of fractions come out the same whatever order the chunks and the plan gave. */
const byCarDay = <T extends { car_uid: string; day: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => (a.car_uid < b.car_uid ? -1 : a.car_uid > b.car_uid ? 1 : Number(a.day) - Number(b.day)));

/** Totals of a month per figure (for the month before's comparison). */
async function totalsOf(r: Reads, enterpriseUid: string, month: string): Promise<Map<string, number>> {
  const range = monthRange(month);
  const tallies = await talliesOf(r, enterpriseUid, month, range);
  return new Map([...tallies].map(([k, t]) => [k, t.total]));
}

const EVENT_TYPES = REPORT_FIGURES.flatMap((f) => ('types' in f ? [...f.types] : []));

/**
 * The tallies of a month. Rows are summed per car uid and tallied under the car's number (the
 * fleet's, deleted cars too), so two cars of one number count as one, as the report names them.
 */
async function talliesOf(r: Reads, enterpriseUid: string, month: string, range: { startTime: number; endTime: number }, levels?: Record<string, number>) {
  const days = daysInMonth(month);
  const tallies = new Map(REPORT_FIGURES.map((f) => [f.key, new Tally(days)]));
  const first = taipeiDayNumber(range.startTime);
  const journeys = byCarDay(await byChunks(range, (chunk) => journeysOf(r.db, enterpriseUid, chunk)));
  const events = await byChunks(range, (chunk) => eventsOf(r.db, enterpriseUid, chunk, EVENT_TYPES));
  const numbers = await carNumbers(r, [...journeys, ...events].map((row) => row.car_uid));
  for (const j of journeys) {
    const carNo = numbers.get(j.car_uid);
    if (carNo === undefined) continue;
    for (const [key, value] of Object.entries(JOURNEY_VALUE)) tallies.get(key as ReportFigure['key'])!.add(carNo, Number(j.day) - first, value(j));
  }
  const figureOfType = new Map(REPORT_FIGURES.flatMap((f) => ('types' in f ? f.types.map((t) => [t as string, f.key] as const) : [])));
  for (const e of events) {
    const carNo = numbers.get(e.car_uid);
    if (carNo === undefined) continue;
    const key = figureOfType.get(e.type)!;
    const n = Number(e.n);
    tallies.get(key)!.add(carNo, Number(e.day) - first, n);
    if (levels && key === 'dtc' && e.level) levels[e.level] = (levels[e.level] ?? 0) + n;
  }
  return tallies;
}

/** The report of one enterprise and month. */
export async function monthlyReport(r: Reads, enterpriseUid: string, month: string): Promise<MonthlyReport> {
  const { db } = r;
  const range = monthRange(month);
  const dtcLevels: Record<string, number> = {};
  const tallies = await talliesOf(r, enterpriseUid, month, range, dtcLevels);
  const previous = await totalsOf(r, enterpriseUid, addMonth(month, -1));
  const enterpriseName = await serviceOf(r, 'core.enterprises').name(db, enterpriseUid);
  // The count alone: reading every managed car's row (and its driver's name) to count them cost more than the figures' day queries.
  const { managed } = await fleetCars(r).counts(db, enterpriseUid);
  return {
    month,
    enterpriseName: enterpriseName ?? '',
    ...range,
    cars: managed,
    dtcLevels,
    figures: REPORT_FIGURES.map((f) => tallies.get(f.key)!.figure(f.key, previous.get(f.key) ?? 0)),
  };
}
