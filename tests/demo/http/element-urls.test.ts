import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../demo/server/app';
import { coreDomain } from '../../../demo/server/domains/core';
import { cacheControlOf, IMMUTABLE, REVALIDATE } from '../../../demo/server/http/static';
import { loaderSource } from '../../../scripts/vite/element-entries';
import { testClock } from '../test-clock';

/**
 * Issue 9, distribution: the elements' stable URLs (elements/<tag>.js, elements/loader.js) and the
 * manifest are JavaScript and JSON that the server revalidates, while the hashed chunk they import
 * stays immutable. A tiny fake build, laid out as `npm run build` writes it, stands in for dist/.
 */
const CHUNK = 'assets/fms-dtc-advice-AbC123.js';
let dir: string;
let app: App;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-element-urls-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'elements'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dir, CHUNK), 'export const FmsDtcAdvice = 1;\n');
  writeFileSync(path.join(dir, 'elements', 'fms-dtc-advice.js'), `export * from '../${CHUNK}';\n`);
  writeFileSync(path.join(dir, 'elements', 'loader.js'), loaderSource(['fms-dtc-advice']));
  writeFileSync(path.join(dir, 'custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}\n');
  app = await buildApp({ dataDir: null, domains: [coreDomain], seedSize: 'small', background: false, logger: false, now: testClock(), staticDir: dir, partnerOrigins: [] });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.fastify.inject({ method: 'GET', url });

describe('element URLs (issue 9)', () => {
  it('an element\'s stable module is JavaScript that is revalidated, never cached as immutable', async () => {
    const res = await get('/elements/fms-dtc-advice.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body).toContain(CHUNK);
  });

  it('the loader is JavaScript that is revalidated', async () => {
    const res = await get('/elements/loader.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body).toContain('"fms-dtc-advice"');
  });

  it('the hashed chunk behind them is immutable', async () => {
    const res = await get(`/${CHUNK}`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('the manifest is JSON that is revalidated', async () => {
    const res = await get('/custom-elements.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('an element that does not exist is a 404, not the console page', async () => {
    expect((await get('/elements/fms-no-such-thing.js')).statusCode).toBe(404);
  });

  it('only assets/ is immutable', () => {
    expect(cacheControlOf('elements/loader.js')).toBe(REVALIDATE);
    expect(cacheControlOf(path.join('elements', 'fms-monitor-map.js'))).toBe(REVALIDATE);
    expect(cacheControlOf('assets/fms-monitor-map-XyZ.js')).toBe(IMMUTABLE);
  });
});
