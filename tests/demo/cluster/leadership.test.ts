import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADER_LOCK_KEY, leadWhenLocked, type Leadership } from '../../../demo/server/cluster/leadership';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { within, LIVENESS_MS, LIVENESS_TEST_MS } from './cluster-server';

/**
 * Issue 25, 2: the work that must happen once runs in the one process holding the advisory lock
 * (cluster/leadership.ts). Two contenders in one test process, each with its own lock connection.
 */
let postgres: ThrowawayPostgres;
let url: string;
beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  url = postgres.url('postgres');
});
const contenders: Leadership[] = [];
afterAll(async () => {
  // nothing left polling if a test failed half-way (a second stop changes nothing)
  for (const leadership of contenders) await leadership.stop();
  await postgres?.stop();
});

/** A contender whose work is a counter of runs: started and stopped. */
function contender(name: string, log: string[]) {
  const work = { running: false, starts: 0, stops: 0 };
  const leadership = leadWhenLocked({
    url, name, pollMs: 100, log: (line) => log.push(line),
    start: () => {
      work.running = true;
      work.starts++;
      return async () => {
        work.running = false;
        work.stops++;
      };
    },
  });
  contenders.push(leadership);
  return { work, leadership };
}

describe('the background work\'s leader', () => {
  let a: ReturnType<typeof contender>;
  let b: ReturnType<typeof contender>;
  const log: string[] = [];
  const leaders = () => [a, b].filter((c) => c.work.running);

  it('one of two contenders runs the work; when its lock connection is cut it stops at once and the other takes over', async () => {
    a = contender('a', log);
    b = contender('b', log);
    await within(LIVENESS_MS, 'a leader', () => (leaders().length ? true : undefined));
    // several polls later still exactly one
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leaders()).toHaveLength(1);
    const [first] = leaders();
    const second = first === a ? b : a;
    expect(first.leadership.leading()).toBe(true);
    expect(second.leadership.leading()).toBe(false);

    // the server ends the leader's session (as when its process dies or its network goes)
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`, [LEADER_LOCK_KEY]);
    } finally {
      await admin.end();
    }
    await within(LIVENESS_MS, 'the old leader stopped', () => (first.work.running ? undefined : true));
    await within(LIVENESS_MS, 'the other took over', () => (second.work.running ? true : undefined));
    expect(first.work.stops).toBe(1);
    expect(log.some((line) => /stopped the background work: lock connection/.test(line))).toBe(true);
  }, LIVENESS_TEST_MS);

  it('a stop ends the work and frees the lock for the other', async () => {
    const [leader] = leaders();
    const other = leader === a ? b : a;
    await leader.leadership.stop();
    expect(leader.work.running).toBe(false);
    await within(LIVENESS_MS, 'the other took over', () => (other.work.running ? true : undefined));
    await other.leadership.stop();
    expect(leaders()).toEqual([]);
  }, LIVENESS_TEST_MS);
});
