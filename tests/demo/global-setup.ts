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

/** The seeding, shared by the projects that ask for it in one run (vitest runs a project's global setup once each). */
const SHARED = Symbol.for('fms.seededSnapshot');
type Shared = { file: Promise<string>; users: number; dir: string };
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

async function seed(dir: string): Promise<string> {
  const app = await buildApp({ dataDir: null, seedSize: 'small', background: false, logger: false, now: testClock(SEEDED_AT) });
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await app.ctx.db.dump()).arrayBuffer()));
  await app.close();
  return file;
}

/** Migrates and seeds the small fleet once for the whole run, instead of once per test file. */
export default async function setup(project: TestProject) {
  let shared = registry[SHARED];
  if (!shared) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fms-seed-'));
    shared = registry[SHARED] = { file: seed(dir), users: 0, dir };
  }
  shared.users += 1;
  project.provide('seededSnapshot', await shared.file);
  return () => {
    if (--shared.users > 0) return;
    registry[SHARED] = undefined;
    rmSync(shared.dir, { recursive: true, force: true });
  };
}
