import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../demo/server/app';
import { coreDomain } from '../../../demo/server/domains/core';
import { compressedBodies } from '../../../scripts/vite/precompress';
import { testClock } from '../test-clock';

/**
 * Issue 9, lean delivery: the server answers the build's precompressed files by Accept-Encoding,
 * caches hashed assets for a year and revalidates pages. A tiny fake build stands in for dist/.
 */
const SCRIPT = `export const greeting = '${'車聯網 '.repeat(200)}';\n`;
const PAGE = `<!doctype html><title>console</title><script type="module" src="/assets/app-AbC123.js"></script>${' '.repeat(600)}`;
let dir: string;
let app: App;

/** Writes a file and, as the build does, its .br and .gz beside it. */
async function writeWithCompressed(file: string, text: string) {
  const raw = Buffer.from(text);
  const { br, gz } = await compressedBodies(raw);
  writeFileSync(file, raw);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  await writeWithCompressed(path.join(dir, 'index.html'), PAGE);
  await writeWithCompressed(path.join(dir, 'partner.html'), PAGE);
  await writeWithCompressed(path.join(dir, 'assets', 'app-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.map'), '{"version":3}');
  app = await buildApp({ dataDir: null, domains: [coreDomain], seedSize: 'small', background: false, logger: false, now: testClock(), staticDir: dir, partnerOrigins: [] });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.fastify.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed delivery (issue 9)', () => {
  it('a browser that accepts brotli gets the brotli file, even when it names gzip first', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that accepts only gzip gets the gzip file', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that accepts neither gets the plain file', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/app-AbC123.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('every answer says it varies by Accept-Encoding, so a shared cache keeps the encodings apart', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect(String((await get('/assets/app-AbC123.js', accept)).headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('hashed assets are cached for a year as immutable', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/app-AbC123.js', accept)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('pages are compressed too and always revalidated: the console at / and on a history route, and a host page', async () => {
    for (const url of ['/', '/monitor', '/partner.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('a source map is refused, whatever the client accepts', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      expect((await get('/assets/app-AbC123.js.map', accept)).statusCode).toBe(404);
    }
  });
});
