import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { SIGN_IN_LOCK } from '../../../demo/server/auth/sign-in-lock';
import { expectStatus } from '../replies';

/** Issue 10, 7: the sign-in lock per account and per client, with Retry-After, also for the right password. */
let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const signIn = (name: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password }, remoteAddress });

describe('sign-in lockout (issue 10, 7)', () => {
  it('after five wrong passwords the right one is refused too, with Retry-After, until the lock ends', async () => {
    for (let i = 0; i < SIGN_IN_LOCK.perAccount; i += 1) {
      expect((await signIn('demo-viewer', `wrong-${i}`, '10.7.0.1')).json().status).toBe(4010002);
    }
    const locked = await signIn('demo-viewer', 'fleet-demo-2021', '10.7.0.1');
    expectStatus(locked, 429, 4290001);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LOCK.windowMs / 1000);
    now += wait * 1000;
    expect((await signIn('demo-viewer', 'fleet-demo-2021', '10.7.0.1')).json().status).toBe(0);
  });

  it('the account lock holds from another client address too', async () => {
    for (let i = 0; i < SIGN_IN_LOCK.perAccount; i += 1) await signIn('demo-driver', `wrong-${i}`, `10.7.1.${i}`);
    const other = await signIn('demo-driver', 'fleet-demo-2021', '10.7.1.200');
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBeDefined();
  });

  it('one password tried against many names locks the client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i += 1) codes.push((await signIn(`someone-${i}`, 'Password123', '10.7.2.1')).json().status);
    expect(codes.slice(0, SIGN_IN_LOCK.perClient)).toEqual(Array(SIGN_IN_LOCK.perClient).fill(4010002));
    expect(codes.slice(SIGN_IN_LOCK.perClient).every((s) => s === 4290001)).toBe(true);
    // The locked client cannot sign in even with a right password; another client can.
    const right = await signIn('demo-b-admin', 'fleet-demo-2021', '10.7.2.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('demo-b-admin', 'fleet-demo-2021', '10.7.2.2')).json().status).toBe(0);
  });

  it('a missing name is locked like a real one, so the lock does not tell which names exist', async () => {
    for (let i = 0; i < SIGN_IN_LOCK.perAccount; i += 1) await signIn('nobody-here', `wrong-${i}`, `10.7.3.${i}`);
    expect((await signIn('nobody-here', 'whatever1', '10.7.3.100')).statusCode).toBe(429);
  });
});
