import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTaxId } from '../../../src/core/validation/tax-id';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 25, 1: a PostgreSQL server runs transactions side by side (READ COMMITTED), where PGlite ran
 * one at a time. A write that checks a value is free and then inserts it can lose the value to a
 * write of the same instant: the database's unique index keeps the value unique, and the write that
 * lost answers what its check would have answered (409 naming the field), never a 500 or a second
 * record. Each case sends the same write several times at once, while the test holds the table in
 * SHARE mode: every check reads, every write waits, and all writes go at once when the test lets go,
 * so the race happens every run instead of now and then.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const AT_ONCE = 6;

type Replies = Array<{ status: number; field?: string; message?: string }>;

/**
 * Sends `AT_ONCE` calls at once while `table` is locked against writes, and lets the writes go once
 * each call waits at a lock (at its write, its checks done; or at a row another call locked); the
 * replies' bodies.
 */
async function atOnce(table: string, call: (i: number) => Promise<{ json: <T>() => T }>): Promise<Replies> {
  let sent: Promise<Replies> = Promise.resolve([]);
  await t.app.ctx.db.transaction(async (tx) => {
    await tx.exec(`LOCK TABLE ${table} IN SHARE MODE`);
    sent = Promise.all(Array.from({ length: AT_ONCE }, (_, i) => call(i))).then((all) => all.map((res) => res.json()));
    for (;;) {
      // Waiting for the table, or for a row another of them holds.
      const waiting = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (waiting!.n >= AT_ONCE) break;
      await sleep(10);
    }
  });
  return sent;
}

/** One call went through; every other one was refused as a conflict on `field` with `message`. */
function expectOneWinner(replies: Replies, field: string, message: RegExp): void {
  expect(replies.filter((r) => r.status === 0), JSON.stringify(replies)).toHaveLength(1);
  for (const r of replies.filter((reply) => reply.status !== 0)) {
    expect(r, JSON.stringify(replies)).toMatchObject({ field });
    expect(r.message).toMatch(message);
  }
}

const count = async (sql: string, params: unknown[]) => Number((await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n);

describe('the same value written several times at once is taken once', () => {
  it('an account name (users/v0): one account, the others 409 on name', async () => {
    const replies = await atOnce('users', (i) => t.call({ method: 'POST', url: '/api/users/v0', token: admin, payload: { name: 'race-clerk', password: 'Clerk2026x', zhName: '賽跑者', role: 'staff', email: `race${i}@fleet-demo.tw` } }));
    expectOneWinner(replies, 'name', /此帳號名稱已被使用/);
    expect(await count(`users WHERE lower(name) = 'race-clerk'`, [])).toBe(1);
  });

  it('an account name that differs only in case: one account', async () => {
    const replies = await atOnce('users', (i) => t.call({ method: 'POST', url: '/api/users/v0', token: admin, payload: { name: i % 2 ? 'Case-Clerk' : 'case-clerk', password: 'Clerk2026x', zhName: '賽跑者', role: 'staff', email: `case${i}@fleet-demo.tw` } }));
    expectOneWinner(replies, 'name', /此帳號名稱已被使用/);
  });

  it('an e-mail address of a live account (users/v0 with different names): one account, the others 409 on email', async () => {
    const replies = await atOnce('users', (i) => t.call({ method: 'POST', url: '/api/users/v0', token: admin, payload: { name: `mail-racer-${i}`, password: 'Clerk2026x', zhName: '賽跑者', role: 'staff', email: 'Same@Fleet-Demo.tw' } }));
    expectOneWinner(replies, 'email', /此電子郵件已被使用/);
    expect(await count(`users WHERE lower(email) = 'same@fleet-demo.tw' AND NOT deleted`, [])).toBe(1);
  });

  it('a mobile number of a live account: one account, the others 409 on mobile', async () => {
    const replies = await atOnce('users', (i) => t.call({ method: 'POST', url: '/api/users/v0', token: admin, payload: { name: `phone-racer-${i}`, password: 'Clerk2026x', zhName: '賽跑者', role: 'staff', mobile: '0977000111' } }));
    expectOneWinner(replies, 'mobile', /此手機號碼已被使用/);
  });

  it('an e-mail address given to several accounts at once (users/v0/:uid): one of them has it', async () => {
    const uids: string[] = [];
    for (let i = 0; i < AT_ONCE; i += 1) {
      const res = (await t.call({ method: 'POST', url: '/api/users/v0', token: admin, payload: { name: `renamer-${i}`, password: 'Clerk2026x', zhName: '賽跑者', role: 'staff', email: `renamer${i}@fleet-demo.tw` } })).json();
      uids.push(res.data.uid);
    }
    const replies = await atOnce('users', (i) => t.call({ method: 'PUT', url: `/api/users/v0/${uids[i]}`, token: admin, payload: { email: 'moved@fleet-demo.tw' } }));
    expectOneWinner(replies, 'email', /此電子郵件已被使用/);
    expect(await count(`users WHERE email = 'moved@fleet-demo.tw' AND NOT deleted`, [])).toBe(1);
  });

  it('an enterprise name at registration (different tax ids, admins and clients): one enterprise, the others 409 on enterprise.name', async () => {
    const taxIds: string[] = [];
    for (let n = 12345670; taxIds.length < AT_ONCE; n += 1) if (isValidTaxId(String(n))) taxIds.push(String(n));
    const replies = await atOnce('enterprises', (i) => t.call({
      method: 'POST', url: '/api/enterprise/v0', remoteAddress: `10.0.0.${i + 1}`,
      payload: {
        agree: true, verifyBy: 'email',
        enterprise: { name: '同時註冊物流有限公司', taxId: taxIds[i], contactName: '趙先生', phone: '03-555-1234', email: `office${i}@race.tw`, address: '300新竹市東區光復路二段101號' },
        admin: { name: `race-admin-${i}`, password: 'Register2026', zhName: '趙子龍', mobile: `093300011${i}`, email: `admin${i}@race.tw` },
      },
    }));
    expectOneWinner(replies, 'enterprise.name', /此企業名稱已被註冊/);
    expect(await count(`enterprises WHERE name = $1`, ['同時註冊物流有限公司'])).toBe(1);
  });

  it('a car number (car/v0): one car, the others 409 on carNo', async () => {
    const replies = await atOnce('cars', () => t.call({ method: 'POST', url: '/api/car/v0', token: admin, payload: { carNo: 'RACE-0001', model: 'XZU720' } }));
    expectOneWinner(replies, 'carNo', /車號 RACE-0001 已存在/);
  });

  it('an option name (options/v0): one option, the others 409 on name', async () => {
    const replies = await atOnce('options', () => t.call({ method: 'POST', url: '/api/options/v0', token: admin, payload: { category: 'department', name: '同時部門' } }));
    expectOneWinner(replies, 'name', /已存在/);
  });

  it('a driver\'s report sent several times at once (task/v0/by-driver start): the task starts once, the others 409', async () => {
    const driver = await t.tokenOf('demo-driver');
    const list = (await t.call({ method: 'POST', url: '/api/task/v0/by-driver/list', token: driver, payload: { limit: 1000 } })).json().data.list as Array<{ uid: string; status: string }>;
    const ready = list.find((task) => task.status === 'ready');
    expect(ready, 'a ready task of demo-driver in the seed').toBeDefined();
    const replies = await atOnce('tasks', () => t.call({ method: 'PUT', url: '/api/task/v0/by-driver', token: driver, payload: { uid: ready!.uid, action: 'start' } }));
    expectOneWinner(replies, 'action', /只有待執行的任務可以開始/);
  });
});
