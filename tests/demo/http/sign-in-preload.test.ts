import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../demo/server/app';
import { coreDomain } from '../../../demo/server/domains/core';
import { consolePreloadsOf } from '../../../demo/server/http/static';
import { testClock } from '../test-clock';

/**
 * Issue 9, lean delivery (Lighthouse): `/` names the sign-in chunk as a module preload, so the
 * browser fetches it beside the entry rather than after the guards have answered. A tiny fake build
 * with the console's manifest stands in for dist/.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12.js', name: 'index', src: 'index.html', isEntry: true, imports: ['_runtime-Cd34.js'] },
  '_runtime-Cd34.js': { file: 'assets/runtime-Cd34.js', name: 'runtime' },
  '_sign-in-Ef56.js': { file: 'assets/sign-in-Ef56.js', name: 'sign-in', imports: ['_runtime-Cd34.js', 'index.html'] },
  '../../src/apps/root/applications.ts': { file: 'assets/applications-Gh78.js', name: 'applications', src: '../../src/apps/root/applications.ts', isDynamicEntry: true },
};
let dir: string;
let app: App;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-preload-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  app = await buildApp({ dataDir: null, domains: [coreDomain], seedSize: 'small', background: false, logger: false, now: testClock(), staticDir: dir, partnerOrigins: [] });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the first chunks of a page are preloaded from its HTML answer (issue 9)', () => {
  it('/ answers the page with a Link header naming the sign-in chunk as a module preload', async () => {
    const res = await app.fastify.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers.link).toBe('</assets/sign-in-Ef56.js>; rel=modulepreload');
  });

  it('other routes of the console, which show other pages, preload the table of page applications instead', async () => {
    for (const url of ['/monitor', '/notice?tab=1']) {
      const res = await app.fastify.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBe('</assets/applications-Gh78.js>; rel=modulepreload');
    }
  });

  it('a build without a manifest, or without the chunk, gets no header', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'fms-preload-bare-'));
    try {
      expect(consolePreloadsOf(bare)).toEqual({ signIn: null, pages: null });
      mkdirSync(path.join(bare, '.vite'));
      writeFileSync(path.join(bare, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': MANIFEST['index.html'] }));
      expect(consolePreloadsOf(bare)).toEqual({ signIn: null, pages: null });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
