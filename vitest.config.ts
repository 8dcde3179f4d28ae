import { defineConfig } from 'vitest/config';

/**
 * Server test files that replace a module with vi.mock: they keep a module graph of their own
 * (a mock must neither leak into other files nor find the real module already loaded).
 */
const MOCKING_SERVER_FILES = ['tests/demo/realtime/monitor-broadcast.test.ts', 'tests/demo/core/enumeration.test.ts'];
const SERVER_SETUP = ['tests/demo/global-setup.ts'];

// Unit layer: the framework-free core and the reference server, in node (jsdom where a DOM is needed).
export default defineConfig({
  test: {
    environment: 'node',
    // An it.only left in a file fails the run instead of skipping the rest of it.
    allowOnly: false,
    pool: 'forks',
    testTimeout: 20_000,
    // Generous: a test file's app starts from the seeded snapshot, which takes long on a busy 2-core machine.
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/scripts/**/*.test.ts', ...MOCKING_SERVER_FILES], globalSetup: SERVER_SETUP } },
      // The server files share one module graph (isolate: false): each builds its own app and database
      // from the seeded snapshot, and importing the whole server once instead of once a file saves
      // about two seconds of a core per file (a quarter of the layer's time).
      { extends: true, test: { name: 'server', include: ['tests/demo/**/*.test.ts'], exclude: MOCKING_SERVER_FILES, isolate: false, globalSetup: SERVER_SETUP } },
    ],
  },
});
