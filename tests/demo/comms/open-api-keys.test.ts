import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/core/clock';
import { defaultConfig } from '../../../src/core/config/environments';
import { OPEN_API_CALLS_PER_MINUTE, OPEN_API_WRONG_KEYS } from '../../../demo/server/auth/open-api-keys';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { type Reply, expectForbidden, expectNotFound, expectOk, expectStatus } from '../replies';

/**
 * Issue 10, 4: an open-API key belongs to one enterprise and answers only for its cars, within a
 * budget of calls; the key the console ships (enterprise A's) is public, so it must reach no further.
 */

const clock = manualClock(TEST_NOW);
let t: TestApp;
type Car = { car_no: string; code: string };
let carA: Car;
let carB: Car;
const CONSOLE_KEY = defaultConfig('dev').keys.openApiKey;
const B_KEY = 'fms-demo-b-open-api-key';
const URL = '/open-api/v1/third-party/car/info';
const HOUR = 3_600_000;

const carOf = async (enterpriseUid: string) => (await t.app.ctx.db.one<Car>(
  `SELECT c.car_no, e.code FROM cars c JOIN enterprises e ON e.uid = c.enterprise_uid
    WHERE c.enterprise_uid = $1 AND c.udid IS NOT NULL AND NOT c.deleted ORDER BY c.uid LIMIT 1`, [enterpriseUid]))!;

beforeAll(async () => {
  t = await startTestApp({ now: clock });
  carA = await carOf('ent-a');
  carB = await carOf('ent-b');
});
afterAll(() => t.close());
// Each test starts in fresh rate-limit windows.
beforeEach(() => clock.set(clock() + HOUR));

const ask = (key: string, car: Car) => t.call({ method: 'POST', url: URL, headers: { 'x-api-key': key }, payload: { carNo: car.car_no, enterpriseCode: car.code } });

function expectTooMany(res: Reply & { headers: Record<string, unknown> }): number {
  expectStatus(res, 429, 4290001);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

describe('open-API keys answer for their own enterprise only, within a budget (issue 10, 4)', () => {
  it('the console\'s key (enterprise A\'s) answers A\'s car, with its position and driver fields', async () => {
    const data = expectOk(await ask(CONSOLE_KEY, carA));
    expect(data).toMatchObject({ carNo: carA.car_no, enterpriseCode: carA.code });
    expect(data).toHaveProperty('driverName');
  });

  it('enterprise A\'s key asking for enterprise B\'s car is not found, and tells nothing of it', async () => {
    const res = await ask(CONSOLE_KEY, carB);
    expectNotFound(res);
    expect(res.json().data).toBeUndefined();
    expectNotFound(await ask(CONSOLE_KEY, { car_no: carB.car_no, code: carA.code }));
  });

  it('enterprise B\'s key answers B\'s car and not A\'s', async () => {
    expect(expectOk(await ask(B_KEY, carB))).toMatchObject({ carNo: carB.car_no, enterpriseCode: carB.code });
    expectNotFound(await ask(B_KEY, carA));
  });

  it('a key over its budget answers 429 with Retry-After; another key keeps its own budget; the next window answers again', async () => {
    for (let i = 0; i < OPEN_API_CALLS_PER_MINUTE; i++) expectOk(await ask(B_KEY, carB));
    const retryAfter = expectTooMany(await ask(B_KEY, carB));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectOk(await ask(CONSOLE_KEY, carA));
    clock.set(clock() + retryAfter * 1000);
    expectOk(await ask(B_KEY, carB));
  });

  it('a client that keeps trying wrong keys is refused with 429 and Retry-After, even with a right key', async () => {
    for (let i = 0; i < OPEN_API_WRONG_KEYS; i++) expectForbidden(await ask(`guess-${i}`, carA));
    expectTooMany(await ask('guess-last', carA));
    expectTooMany(await ask(CONSOLE_KEY, carA));
  });
});
