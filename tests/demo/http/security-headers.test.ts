import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../demo/server/app';
import { coreDomain } from '../../../demo/server/domains/core';
import { contentSecurityPolicy, partnerOriginsFrom } from '../../../demo/server/http/security-headers';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { testClock } from '../test-clock';

/** Issue 10, 12: security headers on every answer, frame-ancestors from the partner list, no source maps. */
const PARTNER = 'https://partner.example.com';
let dir: string;
let app: App;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dir, 'app.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'app.js.map'), '{"version":3}');
  app = await buildApp({ dataDir: null, domains: [coreDomain], seedSize: 'small', background: false, logger: false, now: testClock(), staticDir: dir, partnerOrigins: [PARTNER] });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.fastify.inject({ method: 'GET', url });

describe('security headers (issue 10, 12)', () => {
  it('a page answers a Content-Security-Policy whose frame-ancestors are this origin and the partners, with nosniff and a referrer policy', async () => {
    const res = await get('/monitor');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(new RegExp(`frame-ancestors 'self' ${PARTNER}(;|$)`));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('an answer carrying tokens is not cached', async () => {
    const res = await app.fastify.inject({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
    expect(res.json().data.accessToken).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('source maps are not served; the bundle is', async () => {
    expect((await get('/app.js')).statusCode).toBe(200);
    expect((await get('/app.js.map')).statusCode).toBe(404);
  });

  it('FMS_PARTNER_ORIGINS is a comma-separated list of origins; anything else stops the start', () => {
    expect(partnerOriginsFrom(' https://a.example.com, http://b.example.com:8080 ')).toEqual(['https://a.example.com', 'http://b.example.com:8080']);
    expect(partnerOriginsFrom(undefined)).toEqual([]);
    expect(() => partnerOriginsFrom('https://a.example.com/path')).toThrow(/FMS_PARTNER_ORIGINS/);
    expect(() => partnerOriginsFrom("'unsafe-inline'")).toThrow(/FMS_PARTNER_ORIGINS/);
  });

  it('the demo partner portal served under a partner name may load the elements from, and connect to, the console origin (issue 9)', () => {
    const csp = contentSecurityPolicy([PARTNER], ['http://127.0.0.1:8196']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:8196;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8196 ws://127.0.0.1:8196;");
    expect(contentSecurityPolicy([PARTNER])).toContain("script-src 'self';");
  });
});
