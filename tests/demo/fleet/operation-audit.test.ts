import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { auditLabel, auditTarget, isChange } from '../../../demo/server/http/operation-audit';
import { EXEMPT_ROUTES } from '../writes/exempt-routes';
import { WRITE_CASES } from '../writes/write-cases';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import { message } from '../../../src/core/api/contract/message';
import { voice } from '../../../src/core/api/contract/voice';
import { expectOk } from '../replies';

/** Every change made in the console appears in the operation log (issue 14; demo/server/http/operation-audit.ts). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const logOf = async (payload: object) => expectOk(await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { limit: 50, ...payload } }));

describe('the operation log covers every change', () => {
  it('reads are left out and every walked write is a change', () => {
    const endpoints = t.app.registrar.endpoints;
    const reads = Object.entries(EXEMPT_ROUTES).filter(([, why]) => why.startsWith('reads only')).map(([id]) => id);
    for (const id of reads) {
      expect(endpoints.find((e) => e.id === id)!.effect, id).toBe('read');
      expect(isChange(endpoints.find((e) => e.id === id)!), id).toBe(false);
    }
    const notChanges = new Set(['message.read', 'payment.syncOrderStatus', 'video.getLink', 'video.checkSd']);
    for (const id of Object.keys(WRITE_CASES).filter((id) => !notChanges.has(id))) {
      expect(isChange(endpoints.find((e) => e.id === id)!), id).toBe(true);
    }
  });

  it('a change whose route writes no entry still gets one, named by its words', async () => {
    expectOk(await t.call({ method: 'PUT', url: '/api/message/v0/settings', token: admin, payload: { data: { messages: [{ category: 3, enabled: false }] } } }));
    const log = await logOf({ keyword: '修改通知設定' });
    expect(log.list.length).toBe(1);
    // It names nothing else, so its target is the operator, whose own settings changed.
    expect(log.list[0].target).toBe(log.list[0].userName);
    expect(log.list[0].userName).not.toBe('');
  });

  it('a route that writes its own entry is not logged twice', async () => {
    const cars = expectOk(await t.call({ method: 'POST', url: '/api/car/v0/list', token: admin, payload: { limit: 1 } }));
    const car = cars.list[0];
    expectOk(await t.call({ method: 'PUT', url: `/api/car/v0/${car.uid}`, token: admin, payload: { carNo: car.carNo, note: 'audit' } }));
    const log = await logOf({ keyword: car.carNo });
    expect(log.list.filter((row: { action: string }) => row.action === '修改車輛').length).toBe(1);
    expect(log.list.some((row: { action: string }) => row.action.startsWith('修改（'))).toBe(false);
  });

  it('the log filters by who (a part of the operator\'s name)', async () => {
    const all = await logOf({});
    const name: string = all.list[0].userName;
    const mine = await logOf({ operator: name.slice(0, 2) });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((row: { userName: string }) => row.userName.includes(name.slice(0, 2)))).toBe(true);
    expect((await logOf({ operator: 'nobody-by-this-name' })).total).toBe(0);
  });

  it('a generic entry is worded by its call, and names what the call names, else the operator', () => {
    expect(auditLabel(voice.send)).toBe('傳送語音訊息');
    expect(auditLabel({ id: 'x.rename', method: 'PUT', audit: true })).toBe('修改（x.rename）');
    expect(auditTarget({ params: { uid: 'car-1' } }, '王大明')).toBe('car-1');
    expect(auditTarget({ body: { uids: ['a', 'b'] } }, '王大明')).toBe('a、b');
    expect(auditTarget({ query: { carUids: 'car-2' } }, '王大明')).toBe('car-2');
    expect(auditTarget({ body: { data: {} } }, '王大明')).toBe('王大明');
  });
});

/**
 * Whether a call reads or writes, and how the log records it, is declared on the call in the contract
 * (issue 24, 5), never guessed from its name: these fail on a call that declares neither.
 */
describe('the contract declares each call\'s effect and its place in the log', () => {
  const signedIn = (ep: Endpoint) => ep.auth === 'bearer' || ep.auth === 'plus';

  it('every call declares whether it reads or writes', () => {
    const undeclared = t.app.registrar.endpoints.filter((ep) => ep.effect !== 'read' && ep.effect !== 'write').map((ep) => ep.id);
    expect(undeclared).toEqual([]);
  });

  it('every write a signed-in caller makes declares its log entry; nothing else declares one', () => {
    const endpoints = t.app.registrar.endpoints;
    const unlabelled = endpoints.filter((ep) => ep.effect === 'write' && signedIn(ep) && ep.audit === undefined).map((ep) => ep.id);
    expect(unlabelled).toEqual([]);
    const stray = endpoints.filter((ep) => (ep.effect !== 'write' || !signedIn(ep)) && ep.audit !== undefined).map((ep) => ep.id);
    expect(stray).toEqual([]);
  });

  it('a declared label is words of the log in Traditional Chinese', () => {
    const labels = t.app.registrar.endpoints.flatMap((ep) => (typeof ep.audit === 'string' ? [[ep.id, ep.audit]] : []));
    expect(labels.length).toBeGreaterThan(0);
    for (const [id, label] of labels) expect(label, id).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('a read leaves the log as it was, and a write declared out of it adds nothing', async () => {
    const before = (await logOf({})).total;
    expectOk(await t.call({ method: 'POST', url: '/api/car/v0/list', token: admin, payload: { limit: 1 } }));
    const now = t.app.ctx.now();
    const notices = expectOk(await t.call({
      method: 'POST', url: '/api/message/v0/list?offset=0&limit=6', token: admin,
      payload: { categoryList: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], startTime: now - 86_400_000, endTime: now },
    }));
    expect(message.read.audit).toBe(false);
    const read = expectOk(await t.call({ method: 'POST', url: '/api/message/v0/read', token: admin, payload: { uids: [notices.list[0].uid] } }));
    expect(read.updated).toBe(1);
    expect((await logOf({})).total).toBe(before);
  });
});
