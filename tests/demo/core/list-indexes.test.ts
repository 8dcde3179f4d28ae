import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 26, 3: the indexes the list calls need (new migrations of their domains), and that the
 * planner can answer each list's query from its index.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const INDEXES = [
  { migration: 'tasks:004-tasks-by-schedule', table: 'tasks', index: 'tasks_schedule',
    query: `SELECT count(*) FROM tasks t WHERE t.schedule_uid = 'sched-x'` },
  { migration: 'tasks:005-waiting-reservations', table: 'maintenance_records', index: 'maintenance_records_waiting',
    query: `UPDATE maintenance_records SET reservation_status = 'overdue' WHERE reservation_status = 'readyMaintain' AND reserved_at < now() AND enterprise_uid = 'ent-a'` },
  { migration: 'comms:007-awaiting-atm-orders', table: 'plus_orders', index: 'plus_orders_awaiting_atm',
    query: `UPDATE plus_orders SET status = 1 WHERE payment_method = 'atm' AND status = 0 AND atm_expires_at < now() AND deleted_at IS NULL` },
];

describe('the list calls\' indexes (issue 26, 3)', () => {
  it.each(INDEXES)('$migration is applied and makes $index on $table', async ({ migration, table, index }) => {
    const applied = await t.app.ctx.db.query(`SELECT id FROM schema_migrations WHERE id = $1`, [migration]);
    expect(applied).toHaveLength(1);
    const found = await t.app.ctx.db.query<{ tablename: string }>(`SELECT tablename FROM pg_indexes WHERE indexname = $1`, [index]);
    expect(found.map((r) => r.tablename)).toEqual([table]);
  });

  it.each(INDEXES)('the planner can read $index for its query', async ({ index, query }) => {
    // Tables of a test are small enough to scan whole; forbidding that shows the index fits the query.
    const plan = await t.app.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain(index);
  });
});
