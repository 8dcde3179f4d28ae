import type { JourneyReads } from '../../../services';
import { PACKED_POINTS, toPacked, unpackPoints } from './points';

/**
 * The reads of the journeys other domains use ('monitoring.journeys' in services.ts): a car's driven
 * distance and time (maintenance readings), a task's driven path (tasks). They never query journeys.
 */
export const journeyReads: JourneyReads = {
  async totals(db, cars) {
    if (!cars.length) return new Map();
    const rows = await db.query<{ car_uid: string; meters: number | null; seconds: number | null }>(
      `SELECT k.car_uid, j.meters, j.seconds
         FROM unnest($1::text[], $2::timestamptz[]) AS k(car_uid, since)
         LEFT JOIN LATERAL (SELECT sum(distance)::float8 AS meters, sum(duration)::float8 AS seconds FROM journeys
                             WHERE car_uid = k.car_uid AND (k.since IS NULL OR start_time >= k.since)) j ON true`,
      [cars.map((c) => c.carUid), cars.map((c) => c.since?.toISOString() ?? null)],
    );
    // sum() over no journey is null: such a car is left out.
    return new Map(rows.filter((r) => r.meters !== null).map((r) => [r.car_uid, { meters: r.meters!, seconds: r.seconds ?? 0 }]));
  },

  async paths(db, enterpriseUid, carUid, from, to) {
    const rows = await db.query<{ points_gz: string }>(
      `SELECT ${PACKED_POINTS} FROM journeys j WHERE car_uid = $1 AND enterprise_uid = $2 AND end_time >= $3 AND start_time <= $4 ORDER BY start_time`,
      [carUid, enterpriseUid, from, to],
    );
    return Promise.all(rows.map((r) => unpackPoints(toPacked(r.points_gz))));
  },
};
