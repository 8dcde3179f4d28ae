import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarLiveBook } from '../../../demo/server/domains/monitoring/monitor/car-live';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';

/**
 * What the live monitor reads and writes of other domains' cars at start and as it runs (issue 24, 4:
 * through the fleet's reads, not SQL on cars): each live car's last stored event, and each car's
 * saved position under its own enterprise.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => t.app.ctx.db.query<T>(text, params);

describe('the live monitor and the fleet\'s cars', () => {
  it('at start, every live car gets its last stored event, a deleted car none', async () => {
    const [deleted] = await sql<{ uid: string }>(
      `SELECT car_uid AS uid FROM events WHERE enterprise_uid = 'ent-a' GROUP BY car_uid ORDER BY count(*) DESC, car_uid LIMIT 1`);
    await sql(`UPDATE cars SET deleted = true WHERE uid = $1`, [deleted.uid]);
    const last = await sql<{ uid: string; type: string; title: string; created_at: Date }>(
      `SELECT DISTINCT ON (c.uid) c.uid, e.type, e.title, e.created_at FROM cars c JOIN events e ON e.car_uid = c.uid
        WHERE NOT c.deleted ORDER BY c.uid, e.created_at DESC`);
    expect(last.length).toBeGreaterThan(5);
    const book = new CarLiveBook();
    await book.load(t.app.ctx);
    for (const row of last) expect(book.of(row.uid).lastEvent).toEqual({ type: row.type, title: row.title, time: row.created_at.getTime() });
    expect(book.of(deleted.uid).lastEvent).toBeNull();
    await sql(`UPDATE cars SET deleted = false WHERE uid = $1`, [deleted.uid]);
  });

  it('saves each simulated car\'s position under the car\'s own enterprise', async () => {
    const runtime = runtimeOf(t.app.ctx);
    await sql(`DELETE FROM car_live_state`);
    for (let i = 1; i <= 30; i += 1) await runtime.tick(TEST_NOW + i * 1000, 1);
    const saved = await sql<{ car_uid: string; enterprise_uid: string }>(`SELECT car_uid, enterprise_uid FROM car_live_state ORDER BY car_uid`);
    const cars = await sql<{ uid: string; enterprise_uid: string }>(
      `SELECT uid, enterprise_uid FROM cars WHERE NOT deleted AND enabled_code ORDER BY uid`);
    expect(saved.map((s) => [s.car_uid, s.enterprise_uid])).toEqual(cars.map((c) => [c.uid, c.enterprise_uid]));
    expect(new Set(saved.map((s) => s.enterprise_uid)).size).toBeGreaterThan(1);
  });
});
