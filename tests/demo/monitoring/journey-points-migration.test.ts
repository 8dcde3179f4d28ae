import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOMAINS } from '../../../demo/server/domains';
import { migrate } from '../../../demo/server/db/migrate';
import { openDatabase, type Db } from '../../../demo/server/db/database';
import { openPgDatabase } from '../../../demo/server/db/pg-database';
import { PACKED_POINTS, encodePoints, toPacked, unpackPoints } from '../../../demo/server/domains/monitoring/history/points';
import { createDatabaseAt, dropDatabaseAt } from '../../../scripts/pg/throwaway-postgres';

/**
 * Issue 26, 6: monitoring:008 packs the points of the journeys stored before it (jsonb, an object
 * per point) into journeys.points_gz and drops the jsonb column. Run on an empty database of the
 * project's engine (PGlite; a database of its own on the run's PostgreSQL in project server-pg).
 */
const PACKED = 'monitoring:008-journey-points-packed';
const ALL = DOMAINS.flatMap((d) => d.migrations);
const BEFORE = ALL.slice(0, ALL.findIndex((m) => m.id === PACKED));

let db: Db;
let drop = async () => {};
beforeAll(async () => {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `journey_points_${process.pid}`;
    const url = await createDatabaseAt(postgres.adminUrl, name);
    db = await openPgDatabase(url);
    drop = () => dropDatabaseAt(postgres.adminUrl, name);
  } else {
    db = await openDatabase(null);
  }
});
afterAll(async () => {
  await db.close();
  await drop();
});

/** A day of track at a point a minute, numbers as the simulator leaves them (more digits than stored). */
const dayOfPoints = Array.from({ length: 1440 }, (_, i) => ({
  time: 1_764_000_000_000 + i * 60_000 + 0.4, lat: 24.1 + i * 1.23456e-4, lng: 120.6 - i * 3.21e-5, speed: (i % 90) + 0.6, heading: (i * 13) % 360 + 0.2,
  status: i % 100 < 10 ? 'idling' : 'driving',
}));

describe('monitoring:008 packs the stored journeys\' points (issue 26, 6)', () => {
  it('every journey stored as jsonb keeps its points, in order, and the jsonb column is gone', async () => {
    expect(BEFORE.length).toBeGreaterThan(0);
    await migrate(db, BEFORE);
    // More journeys than one batch of the conversion, as the old insertJourneys stored them.
    const row = `(uid, enterprise_uid, car_uid, start_time, end_time, points)`;
    await db.query(`INSERT INTO journeys ${row} VALUES ('jny-day', 'ent-a', 'car-1', now(), now(), $1::jsonb)`, [JSON.stringify(encodePoints(dayOfPoints))]);
    await db.exec(`INSERT INTO journeys ${row}
      SELECT 'jny-' || lpad(g::text, 4, '0'), 'ent-a', 'car-2', now(), now(),
             jsonb_build_array(jsonb_build_object('time', g * 1000, 'lat', 22.5 + g / 100000.0, 'lng', 120.25, 'speed', g % 80, 'heading', g % 360, 'status', 'driving'),
                               jsonb_build_object('time', g * 1000 + 1000, 'lat', 22.5, 'lng', 120.25, 'speed', 0, 'heading', 0, 'status', 'parking'))
        FROM generate_series(1, 450) AS g`);
    await db.exec(`INSERT INTO journeys (uid, enterprise_uid, car_uid, start_time, end_time) VALUES ('jny-empty', 'ent-a', 'car-3', now(), now())`);

    expect(await migrate(db, ALL)).toContain(PACKED);

    const columns = await db.query<{ column_name: string; is_nullable: string }>(
      `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'journeys' AND column_name IN ('points', 'points_gz')`);
    expect(columns).toEqual([{ column_name: 'points_gz', is_nullable: 'NO' }]);
    const rows = await db.query<{ uid: string; points_gz: string }>(`SELECT j.uid, ${PACKED_POINTS} FROM journeys j ORDER BY j.uid`);
    expect(rows).toHaveLength(452);
    const points = new Map(await Promise.all(rows.map(async (r) => [r.uid, await unpackPoints(toPacked(r.points_gz))] as const)));
    expect(points.get('jny-day')).toEqual(encodePoints(dayOfPoints));
    expect(points.get('jny-empty')).toEqual([]);
    for (let g = 1; g <= 450; g++) {
      expect(points.get(`jny-${String(g).padStart(4, '0')}`)).toEqual([
        { time: g * 1000, lat: 22.5 + g / 100000, lng: 120.25, speed: g % 80, heading: g % 360, status: 'driving' },
        { time: g * 1000 + 1000, lat: 22.5, lng: 120.25, speed: 0, heading: 0, status: 'parking' },
      ]);
    }
  });
});
