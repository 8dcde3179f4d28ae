import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text that the browser fetches. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The brotli and gzip bodies of one file, at their highest levels: they are made once, at build. */
export async function compressedBodies(raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, so the reference
 * server answers compressed bytes without compressing per request (demo/server/http/static.ts).
 * Source maps are left alone: they are not served (README, 'Source maps').
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fms-precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    async writeBundle(_options, bundle) {
      // The manifest (.vite/) is read by the size budgets, never served.
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      // In parallel: zlib works on libuv's thread pool, so every core helps.
      await Promise.all(files.map(async (fileName) => {
        const file = path.join(outDir, fileName);
        const raw = await readFile(file);
        if (raw.length < MIN_BYTES) return;
        const { br, gz } = await compressedBodies(raw);
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      }));
    },
  };
}
