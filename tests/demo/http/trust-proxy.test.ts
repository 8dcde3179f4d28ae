import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { SIGN_IN_LOCK } from '../../../demo/server/auth/sign-in-lock';
import { fastifyTrustProxy, trustProxyFrom } from '../../../demo/server/http/trust-proxy';
import { startFailure } from '../../../demo/server/start-failure';

/**
 * Behind a reverse proxy every request comes from the proxy's address: without FMS_TRUST_PROXY the
 * per-client sign-in lock counts all users as one client. Trusting the proxy makes each user's
 * X-Forwarded-For address the client; a sender that is not a trusted proxy cannot choose its address.
 */
describe('FMS_TRUST_PROXY (issue 25: behind a TLS proxy)', () => {
  it('reads hops, addresses and ranges, and refuses the rest naming the variable', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom(' ')).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['0', '11', 'true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1']) {
      expect(() => trustProxyFrom(bad)).toThrow(/^FMS_TRUST_PROXY/);
    }
  });

  it('N proxies trusts the N hops next to the server', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('a bad value ends the start with one line naming the variable', () => {
    let error: unknown;
    try {
      trustProxyFrom('everyone');
    } catch (e) {
      error = e;
    }
    const failure = startFailure(error, { port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', osmandPort: 0 });
    expect(failure.line).toContain('FMS_TRUST_PROXY');
    expect(failure.detail).toBeUndefined();
  });
});

const PROXY = '127.0.0.1';
const signIn = (t: TestApp, name: string, password: string, forwardedFor: string) =>
  t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password }, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });

/** One client tries a password against many names until it is locked out; then another user signs in through the same proxy. */
async function lockOneClientThenSignInAnother(t: TestApp, prefix: string): Promise<number> {
  for (let i = 0; i < SIGN_IN_LOCK.perClient; i += 1) await signIn(t, `${prefix}-${i}`, 'Password123', '203.0.113.7');
  expect((await signIn(t, `${prefix}-x`, 'Password123', '203.0.113.7')).statusCode).toBe(429);
  return (await signIn(t, 'demo-b-admin', 'fleet-demo-2021', '198.51.100.20')).statusCode;
}

describe('the per-client sign-in lock behind a proxy', () => {
  let trusting: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [trusting, plain] = await Promise.all([startTestApp({ trustProxy: [PROXY] }), startTestApp()]);
  });
  afterAll(() => Promise.all([trusting.close(), plain.close()]));

  it('with the proxy trusted, one client locked out leaves the others signing in', async () => {
    expect(await lockOneClientThenSignInAnother(trusting, 'nobody-a')).toBe(200);
  });

  it('without it, everyone behind the proxy is one client, and one locks all out', async () => {
    expect(await lockOneClientThenSignInAnother(plain, 'nobody-b')).toBe(429);
  });

  it('X-Forwarded-For from a sender that is not a trusted proxy is not believed', async () => {
    // Each try claims another address and another name: believed, no client (and no account) would reach a limit.
    const direct = (i: number) =>
      trusting.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: `nobody-c-${i}`, password: 'Password123' }, remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': `10.9.9.${i}` } });
    for (let i = 0; i < SIGN_IN_LOCK.perClient; i += 1) await direct(i);
    expect((await direct(200)).statusCode).toBe(429);
  });
});
