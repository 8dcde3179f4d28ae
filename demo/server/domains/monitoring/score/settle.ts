import type { Db } from '../../../db/database';
import { scoreOf } from './scoring';
import { emptyStats, mergeStats, type JourneyStats } from './stats';
import { DAY_MS, dayStartMs } from '../../../time';

/** The Taipei day of a timestamptz column, in SQL. */
export const taipeiDay = (column: string) => `to_char(${column} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

/** Dot-chart samples kept per driver and day (the list thins them again over a range). */
const SAMPLES_PER_DAY = 48;

interface DayJourneys { day: string; driver_uid: string; stats: JourneyStats[]; distance: number; journeys: string }
interface DayEvents { day: string; driver_uid: string; type: string; n: string }

/**
 * Scores every driver of the enterprise for each of `dates` from their journeys and events, and
 * stores one row per driver and day (replacing an earlier settlement). Returns the drivers and rows.
 */
export async function settleDays(db: Db, enterpriseUid: string, dates: readonly string[], jobUid: string, at: number, driverUids?: readonly string[]): Promise<{ drivers: number; scores: number }> {
  if (dates.length === 0) return { drivers: 0, scores: 0 };
  const from = new Date(dayStartMs(dates[0]));
  const to = new Date(dayStartMs(dates[dates.length - 1]) + DAY_MS);
  const only = driverUids?.length ? driverUids : null;
  const journeys = await db.query<DayJourneys>(
    `SELECT ${taipeiDay('start_time')} AS day, driver_uid, jsonb_agg(stats) AS stats, sum(distance) AS distance,
            count(*) AS journeys
       FROM journeys WHERE enterprise_uid = $1 AND start_time >= $2 AND start_time < $3 AND driver_uid IS NOT NULL
        AND ($4::text[] IS NULL OR driver_uid = ANY($4))
      GROUP BY 1, 2`,
    [enterpriseUid, from, to, only],
  );
  const events = await db.query<DayEvents>(
    `SELECT ${taipeiDay('created_at')} AS day, driver_uid, type, count(*) AS n
       FROM events WHERE enterprise_uid = $1 AND created_at >= $2 AND created_at < $3 AND driver_uid IS NOT NULL
        AND ($4::text[] IS NULL OR driver_uid = ANY($4))
      GROUP BY 1, 2, 3`,
    [enterpriseUid, from, to, only],
  );
  const wanted = new Set(dates);
  const counts = new Map<string, Record<string, number>>();
  for (const e of events) {
    const key = `${e.day}|${e.driver_uid}`;
    counts.set(key, { ...(counts.get(key) ?? {}), [e.type]: Number(e.n) });
  }
  const rows = journeys.filter((j) => wanted.has(j.day)).map((j) => {
    const stats = mergeStats(j.stats.map((s) => ({ ...emptyStats(), ...s })), SAMPLES_PER_DAY);
    const eventCounts = counts.get(`${j.day}|${j.driver_uid}`) ?? {};
    const behaviour = Object.entries(eventCounts).filter(([t]) => !['engineOn', 'parked', 'driving', 'idle', 'milage'].includes(t));
    return {
      driver_uid: j.driver_uid, day: j.day, enterprise_uid: enterpriseUid, job_uid: jobUid,
      score: scoreOf(stats, eventCounts, Number(j.distance)),
      journey_count: Number(j.journeys), distance: Math.round(Number(j.distance)),
      driving_seconds: Math.round(stats.movingSeconds), event_count: behaviour.reduce((a, [, n]) => a + n, 0),
      breakdown: stats, settled_at: new Date(at).toISOString(),
    };
  });
  if (rows.length) {
    await db.query(
      `INSERT INTO driving_scores (driver_uid, day, enterprise_uid, job_uid, score, journey_count, distance, driving_seconds, event_count, breakdown, settled_at)
       SELECT driver_uid, day, enterprise_uid, job_uid, score, journey_count, distance, driving_seconds, event_count, breakdown, settled_at
         FROM jsonb_to_recordset($1::jsonb) AS x(driver_uid text, day date, enterprise_uid text, job_uid text, score real, journey_count integer,
              distance double precision, driving_seconds integer, event_count integer, breakdown jsonb, settled_at timestamptz)
       ON CONFLICT (driver_uid, day) DO UPDATE SET job_uid = excluded.job_uid, score = excluded.score, journey_count = excluded.journey_count,
         distance = excluded.distance, driving_seconds = excluded.driving_seconds, event_count = excluded.event_count,
         breakdown = excluded.breakdown, settled_at = excluded.settled_at`,
      [JSON.stringify(rows)],
    );
  }
  return { drivers: new Set(rows.map((r) => r.driver_uid)).size, scores: rows.length };
}
