import { defineConfig } from 'vitest/config';

// Unit layer: the framework-free core and the reference server, in node (jsdom where a DOM is needed).
export default defineConfig({
  test: {
    include: ['tests/core/**/*.test.ts', 'tests/demo/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
    environment: 'node',
    // An it.only left in a file fails the run instead of skipping the rest of it.
    allowOnly: false,
    pool: 'forks',
    globalSetup: ['tests/demo/global-setup.ts'],
    testTimeout: 20_000,
    // Generous: a test file's app starts from the seeded snapshot, which takes long on a busy 2-core machine.
    hookTimeout: 180_000,
  },
});
