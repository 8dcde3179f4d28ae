import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';
import { DAY_MS } from '../../../demo/server/time';
import type { UserReads } from '../../../demo/server/services';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 24, 4 (review): a monitoring list names its drivers with one read of the core's users per
 * page. The car lists name each car's driver, deleted ones too, through the fleet's car read
 * (`kept`), not through a read of live names followed by a second of every name; the event list
 * names the event's own driver and has the fleet leave the cars' drivers unnamed (`none`).
 * names-and-order.test.ts pins what the lists show; this counts the reads behind them.
 */
let t: TestApp;
let admin: string;
const range = { startTime: TEST_NOW - 4 * DAY_MS, endTime: TEST_NOW };
/** The reads of users' names (live or all) made since the last reset. */
const nameReads: string[] = [];

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, token: admin, payload });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  // The live map's runtime loads its cars (and their drivers) once, on the first history list: not a page's read.
  expectOk(await post('driving-history/v0/car/list', { ...range, limit: 1 }));
  const { services } = t.app.ctx;
  const users = services.get('core.users') as UserReads;
  services.set('core.users', {
    ...users,
    names: (...args: Parameters<UserReads['names']>) => { nameReads.push('names'); return users.names(...args); },
    liveNames: (...args: Parameters<UserReads['liveNames']>) => { nameReads.push('liveNames'); return users.liveNames(...args); },
  } satisfies UserReads);
});
afterAll(() => t.close());

describe('the monitoring lists read the users\' names once a page', () => {
  it.each([
    ['events/v0/car/list', 'names'],
    ['driving-history/v0/car/list', 'names'],
    ['events/v0/event/list', 'names'],
  ])('%s: one read (%s), and its rows name drivers', async (url, read) => {
    nameReads.length = 0;
    const { list } = expectOk<{ list: Array<{ driverName: string }> }>(await post(url, { ...range, limit: 20 }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((row) => row.driverName !== '')).toBe(true);
    expect(nameReads).toEqual([read]);
  });
});
