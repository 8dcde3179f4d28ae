import type { TestProject } from 'vitest/node';
import { buildApp } from '../../demo/server/app';
import { startThrowawayPostgres } from '../../scripts/pg/throwaway-postgres';
import { SEEDED_AT, testClock } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The server tests on a real PostgreSQL (project server-pg): the URL of the throwaway server's
     * `postgres` database, from which each test app creates its own copy of `template`, the database
     * migrated and seeded here. Absent in the other projects (they run on PGlite).
     */
    postgres?: { adminUrl: string; template: string };
  }
}

/** The template every test app copies: migrated, with the small seed at the clock of the PGlite snapshot. */
export const TEMPLATE = 'fms_seeded';

/**
 * One throwaway PostgreSQL server for the run (scripts/pg/throwaway-postgres.ts), its template
 * seeded once like the PGlite snapshot (global-setup.ts); stopped, with every database, at the end.
 */
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  try {
    const url = await server.createDatabase(TEMPLATE);
    const app = await buildApp({ dataDir: null, databaseUrl: url, seedSize: 'small', background: false, logger: false, now: testClock(SEEDED_AT) });
    await app.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl: server.url('postgres'), template: TEMPLATE });
  return () => server.stop();
}
