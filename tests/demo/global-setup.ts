import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../demo/server/app';
import { SEEDED_AT, testClock } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated database with the small seed; each server test file starts from a copy. */
    seededSnapshot: string;
  }
}

let dir = '';

/** Migrates and seeds the small fleet once for the whole run, instead of once per test file. */
export default async function setup(project: TestProject) {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-seed-'));
  const app = await buildApp({ dataDir: null, seedSize: 'small', background: false, logger: false, now: testClock(SEEDED_AT) });
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await app.ctx.db.dump()).arrayBuffer()));
  await app.close();
  project.provide('seededSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
