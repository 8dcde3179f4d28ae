import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags.mjs';

/**
 * End-to-end flows in the Debian Chromium against the server `npm start` runs: one server for the
 * whole run, on its own port, with a fresh data folder and the small seed.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fms-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  workers: 1,
  // A test.only left in a spec fails the run instead of skipping the others.
  forbidOnly: true,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  },
  projects: [{
    name: 'debian-chromium',
    use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
  }],
  webServer: {
    command: `node --import tsx demo/server/main.ts --seed=small --quiet`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/docs`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', FMS_DATA_DIR: dataDir, FMS_RESET: '1', FMS_TEST_OUTBOX: '1',
      // The partner portal's origin: the same server under another name (tests/e2e/partner-portal.spec.ts).
      FMS_PARTNER_ORIGINS: `http://localhost:${PORT}` },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
