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
  writeFileSync(path.join(dir, 'elements', 'loader.js'), loaderSource(['fms-dtc-advice'], '1.1.0'));
  // Issue 23: the same release in its major's folder and its own.
  for (const release of ['v1', '1.1.0']) {
    mkdirSync(path.join(dir, 'elements', release));
    writeFileSync(path.join(dir, 'elements', release, 'loader.js'), loaderSource(['fms-dtc-advice'], '1.1.0'));
    writeFileSync(path.join(dir, 'elements', release, 'fms-dtc-advice.js'), `export * from '../../${CHUNK}';\n`);
    writeFileSync(path.join(dir, 'elements', release, 'types.d.ts'), "export type FmsRelease = '1.1.0';\n");
    writeFileSync(path.join(dir, 'elements', release, 'CHANGELOG.md'), '# Changelog\n');
  }
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

  it('only assets/ and an exact release\'s folder are immutable', () => {
    expect(cacheControlOf('elements/loader.js')).toBe(REVALIDATE);
    expect(cacheControlOf(path.join('elements', 'fms-monitor-map.js'))).toBe(REVALIDATE);
    expect(cacheControlOf(path.join('elements', 'v1', 'fms-monitor-map.js'))).toBe(REVALIDATE);
    expect(cacheControlOf('assets/fms-monitor-map-XyZ.js')).toBe(IMMUTABLE);
    expect(cacheControlOf(path.join('elements', '1.1.0', 'loader.js'))).toBe(IMMUTABLE);
  });
});

describe('versioned element URLs (issue 23)', () => {
  it('a major\'s loader and element are JavaScript that is revalidated: they move within the major', async () => {
    for (const url of ['/elements/v1/loader.js', '/elements/v1/fms-dtc-advice.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
    }
  });

  it('an exact release\'s files never change, so they are immutable', async () => {
    for (const url of ['/elements/1.1.0/loader.js', '/elements/1.1.0/fms-dtc-advice.js', '/elements/1.1.0/types.d.ts']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('the host types and the changelog are text to read, not video/mp2t', async () => {
    const types = await get('/elements/v1/types.d.ts');
    expect(types.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(types.body).toContain('FmsRelease');
    const changelog = await get('/elements/v1/CHANGELOG.md');
    expect(changelog.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('a release that is not here is a 404', async () => {
    expect((await get('/elements/v9/loader.js')).statusCode).toBe(404);
  });
});
