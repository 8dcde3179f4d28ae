import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';

/**
 * Issue 26, 3: the plus order list reads a page in a fixed number of queries (it read four per
 * order), and each order it lists is the one `order/:uid` answers.
 */
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  // Orders of several cars each, given in an order that is not the cars' numbers'.
  const cars = (await t.app.ctx.db.query<{ uid: string }>(
    `SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid DESC LIMIT 4`)).map((c) => c.uid);
  for (const carUids of [cars, cars.slice(1, 3), [cars[3], cars[0]]]) {
    expectOk(await plus('POST', 'order', { planUid: 'plan-video-month', carUids, paymentMethod: 'atm' }));
  }
});
afterAll(() => t.close());

function plus(method: 'GET' | 'POST', path: string, payload?: object) {
  return t.call({ method, url: `/plus/${path}`, token: admin, payload, headers: PLUS_KEY });
}

/** The queries the app runs while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const db = t.app.ctx.db;
  const query = db.query;
  let n = 0;
  db.query = ((sql: string, params?: unknown[]) => { n += 1; return query.call(db, sql, params); }) as typeof db.query;
  try {
    await work();
  } finally {
    db.query = query;
  }
  return n;
}

describe('the plus order list (issue 26, 3)', () => {
  it('a page of twenty orders takes as many queries as a page of one', async () => {
    const one = await queriesDuring(async () => expect(expectOk(await plus('POST', 'order/list', { limit: 1 })).list).toHaveLength(1));
    const many = await queriesDuring(async () => expect(expectOk(await plus('POST', 'order/list', { limit: 20 })).list.length).toBeGreaterThan(2));
    expect(many).toBe(one);
  });

  it('each listed order is the order its own call answers, cars by number', async () => {
    const { list } = expectOk(await plus('POST', 'order/list', { limit: 50 }));
    expect(list.length).toBeGreaterThan(2);
    for (const order of list) expect(order).toEqual(expectOk(await plus('GET', `order/${order.uid}`)));
    const several = list.find((o: { cars: unknown[] }) => o.cars.length === 4);
    const numbers = several.cars.map((c: { carNo: string }) => c.carNo);
    expect(numbers).toEqual([...numbers].sort());
  });
});
