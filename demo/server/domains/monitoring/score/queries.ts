import type { DriverScore, SettleDay } from '../../../../../src/core/api/contract/score';
import type { Db } from '../../../db/database';
import type { Reads } from '../../../car-refs';
import { requireOption } from '../shared/cars';
import { serviceOf } from '../../../services';
import { breakdownOf } from './scoring';
import { taipeiDay } from './settle';
import { emptyStats, mergeStats, type JourneyStats } from './stats';
import { datesBetween, DAY_MS, dayStartMs, toMs } from '../../../time';

/** Per day of the range: what there is to settle and whether it was (driving-score/v0/can-be-settled). */
export async function settleDaysOf(db: Db, enterpriseUid: string, startDate: string, endDate: string, now: number): Promise<SettleDay[]> {
  const from = new Date(dayStartMs(startDate));
  const to = new Date(dayStartMs(endDate) + DAY_MS);
  const journeys = await db.query<{ day: string; n: string; drivers: string }>(
    `SELECT ${taipeiDay('start_time')} AS day, count(*) AS n, count(DISTINCT driver_uid) AS drivers
       FROM journeys WHERE enterprise_uid = $1 AND start_time >= $2 AND start_time < $3 GROUP BY 1`,
    [enterpriseUid, from, to],
  );
  const settled = await db.query<{ day: string; at: Date }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, max(settled_at) AS at FROM driving_scores
      WHERE enterprise_uid = $1 AND day >= $2 AND day <= $3 GROUP BY 1`,
    [enterpriseUid, startDate, endDate],
  );
  const byDay = new Map(journeys.map((j) => [j.day, j]));
  const settledAt = new Map(settled.map((s) => [s.day, toMs(s.at)]));
  return datesBetween(startDate, endDate).map((date) => ({
    date,
    journeyCount: Number(byDay.get(date)?.n ?? 0),
    driverCount: Number(byDay.get(date)?.drivers ?? 0),
    ready: dayStartMs(date) + DAY_MS <= now,
    settled: settledAt.has(date),
    settledAt: settledAt.get(date) ?? null,
  }));
}

export interface ScoreRow {
  driver_uid: string;
  driver_name: string | null;
  department_uid: string | null;
  day: string;
  job_uid: string;
  score: number;
  journey_count: number;
  distance: number;
  driving_seconds: number;
  event_count: number;
  breakdown: JourneyStats;
  settled_at: Date;
}

/**
 * Settled rows of the range, one per driver and day, by day and driver name; each driver named and
 * placed in a department by the core ('core.users': deleted drivers too).
 */
export async function scoreRows(r: Reads, enterpriseUid: string, f: { startDate: string; endDate: string; driverUid?: string; departmentUid?: string }): Promise<ScoreRow[]> {
  await requireOption(r, enterpriseUid, f.departmentUid, 'department', '部門');
  const rows = await r.db.query<Omit<ScoreRow, 'driver_name' | 'department_uid'>>(
    `SELECT s.driver_uid, to_char(s.day, 'YYYY-MM-DD') AS day, s.job_uid, s.score,
            s.journey_count, s.distance, s.driving_seconds, s.event_count, s.breakdown, s.settled_at
       FROM driving_scores s
      WHERE s.enterprise_uid = $1 AND s.day >= $2 AND s.day <= $3 AND ($4::text IS NULL OR s.driver_uid = $4)
      ORDER BY s.day, s.driver_uid`,
    [enterpriseUid, f.startDate, f.endDate, f.driverUid ?? null],
  );
  const drivers = await serviceOf(r, 'core.users').byName(r.db, rows.map((row) => row.driver_uid));
  const place = new Map(drivers.map((d, i) => [d.uid, { ...d, i }]));
  return rows
    .flatMap((row) => {
      const driver = place.get(row.driver_uid);
      if (f.departmentUid && driver?.department_uid !== f.departmentUid) return [];
      return [{ ...row, driver_name: driver?.zh_name ?? null, department_uid: driver?.department_uid ?? null }];
    })
    // By day, then by name as the core orders names; a driver it does not know comes last, as NULLs do.
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : (place.get(a.driver_uid)?.i ?? drivers.length) - (place.get(b.driver_uid)?.i ?? drivers.length)));
}

/** Per driver over the range: the score weighted by driving time, totals, and the merged breakdown. */
export function driverScoresOf(rows: readonly ScoreRow[]): DriverScore[] {
  const byDriver = new Map<string, ScoreRow[]>();
  for (const r of rows) byDriver.set(r.driver_uid, [...(byDriver.get(r.driver_uid) ?? []), r]);
  return [...byDriver.values()].map((list) => {
    const weight = list.reduce((a, r) => a + Math.max(r.driving_seconds, 1), 0);
    const score = list.reduce((a, r) => a + Number(r.score) * Math.max(r.driving_seconds, 1), 0) / weight;
    return {
      driverUid: list[0].driver_uid,
      driverName: list[0].driver_name ?? '',
      departmentUid: list[0].department_uid,
      score: Math.round(score * 10) / 10,
      days: list.length,
      journeyCount: list.reduce((a, r) => a + r.journey_count, 0),
      distance: list.reduce((a, r) => a + Number(r.distance), 0),
      drivingSeconds: list.reduce((a, r) => a + r.driving_seconds, 0),
      eventCount: list.reduce((a, r) => a + r.event_count, 0),
      breakdown: breakdownOf(mergeStats(list.map((r) => ({ ...emptyStats(), ...r.breakdown })), 300)),
    };
  }).sort((a, b) => b.score - a.score || a.driverName.localeCompare(b.driverName));
}
