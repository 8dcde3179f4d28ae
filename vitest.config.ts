import { defineConfig } from 'vitest/config';

/**
 * Server test files that replace a module with vi.mock: they keep a module graph of their own
 * (a mock must neither leak into other files nor find the real module already loaded).
 */
const MOCKING_SERVER_FILES = ['tests/demo/core/enumeration.test.ts'];
const SERVER_SETUP = ['tests/demo/global-setup.ts'];
/**
 * Server files that run on the real PostgreSQL only: the payment's kill -9 (five server processes a
 * run). On PGlite a killed server's transaction is proven by the maintenance order's kill -9
 * (tests/demo/tasks/maintenance-order-kill.test.ts), which runs there only; running the payment's
 * on both engines cost about 45 s of a core a run and proved nothing more.
 */
const POSTGRES_ONLY_FILES = ['tests/demo/comms/payment-kill.test.ts'];

/**
 * The server files that also run on a real PostgreSQL (issue 25, 5; project server-pg): those that
 * prove each domain's store, writes and reads, and every write-once and kill -9 test, where a server
 * running transactions side by side differs from PGlite's one at a time. The files of tests/demo/pg
 * run there only (they need a server: migrations, start-up lock, races).
 */
const POSTGRES_SERVER_FILES = [
  'tests/demo/pg/**/*.test.ts',
  // core: sign-in, sessions, accounts; the lock of failed sign-ins; links and codes used once
  'tests/demo/core/auth.test.ts',
  'tests/demo/core/account-reads.test.ts',
  'tests/demo/core/sign-in-lock.test.ts',
  'tests/demo/core/single-use-tokens.test.ts',
  // fleet: cars and users
  'tests/demo/fleet/cars.test.ts',
  'tests/demo/fleet/users.test.ts',
  // monitoring: events, fences, journeys
  'tests/demo/monitoring/events.test.ts',
  'tests/demo/monitoring/fences-routes.test.ts',
  'tests/demo/monitoring/open-journey.test.ts',
  // issue 26, 6: a week's journey/detail from its packed points, and the migration that packs them
  'tests/demo/monitoring/journey-detail-answer.test.ts',
  'tests/demo/monitoring/journey-points-migration.test.ts',
  // tasks and maintenance (the kill -9 of an order's link runs on PGlite only: the payment's kill -9
  // below proves a killed server's transaction on PostgreSQL, and this one cost 35 s more a run)
  'tests/demo/tasks/tasks.test.ts',
  'tests/demo/tasks/maintenance.test.ts',
  // issue 27: the tracker's transactions beside a driver's reports
  'tests/demo/tasks/task-tracking.test.ts',
  // services: plus orders and payment (once, and across a kill -9: POSTGRES_ONLY_FILES); comms: messages and bulletins
  'tests/demo/comms/plus.test.ts',
  'tests/demo/comms/payment-once.test.ts',
  ...POSTGRES_ONLY_FILES,
  'tests/demo/comms/messages.test.ts',
  'tests/demo/comms/bulletins.test.ts',
  // every write of every domain: another enterprise's uids refused, own records written
  'tests/demo/writes/*.test.ts',
];

// Unit layer: the framework-free core and the reference server, in node (jsdom where a DOM is needed).
export default defineConfig({
  test: {
    environment: 'node',
    // An it.only left in a file fails the run instead of skipping the rest of it.
    allowOnly: false,
    pool: 'forks',
    // Two files at a time (vitest's default on two cores is one): the server files wait on spawned
    // servers, PostgreSQL and timers more than they compute, and `npm test` runs them at a lower
    // priority beside the end-to-end run (scripts/test-all.sh), so the second fork takes idle time.
    // With one the layer took 744 s and ended last.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Generous: a test file's app starts from the seeded snapshot, which takes long on a busy 2-core machine.
    hookTimeout: 180_000,
    projects: [
      // The core and script files share one module graph too (isolate: false): they replace no module
      // (vi.mock is left to MOCKING_SERVER_FILES, which keep their own graph), restore their spies and
      // stubs, and re-importing the core for each of 130 files was most of the project's time (a
      // run under load: 409 s isolated, 153 s shared; the files also pass in shuffled order).
      { extends: true, test: { name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/scripts/**/*.test.ts'], isolate: false, globalSetup: SERVER_SETUP } },
      { extends: true, test: { name: 'server-mocking', include: MOCKING_SERVER_FILES, globalSetup: SERVER_SETUP } },
      // The server files share one module graph (isolate: false): each builds its own app and database
      // from the seeded snapshot, and importing the whole server once instead of once a file saves
      // about two seconds of a core per file (a quarter of the layer's time).
      { extends: true, test: { name: 'server', include: ['tests/demo/**/*.test.ts'], exclude: [...MOCKING_SERVER_FILES, ...POSTGRES_ONLY_FILES, 'tests/demo/pg/**'], isolate: false, globalSetup: SERVER_SETUP } },
      // The same server files on a throwaway PostgreSQL server of the run (global-setup-pg.ts).
      { extends: true, test: { name: 'server-pg', include: POSTGRES_SERVER_FILES, isolate: false, globalSetup: ['tests/demo/global-setup-pg.ts'] } },
    ],
  },
});
