import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from './killable-server';

/**
 * Issue 25 (closing paragraph): a bad configuration ends the start with one line naming the
 * variable and what to do, exit code 1, never a bare stack trace. The real entry, spawned.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `node --import tsx demo/server/main.ts` with `env` until it exits (it must: the start fails). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', FMS_SMTP_URL: '', FMS_SMTP_HOST: '', FMS_OSMAND_PORT: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

/** A port that something else holds while the test runs. */
let held: Server;
let heldPort: number;
/** A seeded data folder, so the starts that reach the database need not seed one. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await seededDataDir('fms-start-errors-');
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldPort = (held.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => held.close(resolve)));

/** The start failed with exit code 1 and exactly one line that matches `says` (no stack trace). */
function expectOneLine(result: { code: number | null; stderr: string }, says: RegExp): void {
  expect(result.code, result.stderr).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(says);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

// Each start is a process of its own (a few seconds each under load).
describe('a bad configuration stops the start with one clear line and exit code 1', () => {
  it('PORT that is not a port number, and a port already in use', async () => {
    expectOneLine(await start({ PORT: 'eighty', FMS_DATA_DIR: dataDir }), /PORT must be a port number.*'eighty'/);
    expectOneLine(await start({ PORT: String(heldPort), FMS_DATA_DIR: dataDir }), new RegExp(`PORT=${heldPort} is already in use.*set PORT to a free port`));
  }, 60_000);

  it('FMS_OSMAND_PORT that is not a port number, and one already in use', async () => {
    expectOneLine(await start({ PORT: '0', FMS_OSMAND_PORT: '99999', FMS_DATA_DIR: dataDir }), /FMS_OSMAND_PORT must be a port number/);
    expectOneLine(await start({ PORT: '0', FMS_OSMAND_PORT: String(heldPort), FMS_DATA_DIR: dataDir }), new RegExp(`FMS_OSMAND_PORT=${heldPort} is already in use`));
  }, 60_000);

  it('FMS_SMTP_URL that is not an SMTP URL, and one whose server does not answer on its port', async () => {
    expectOneLine(await start({ PORT: '0', FMS_SMTP_URL: 'mail.example.com', FMS_DATA_DIR: dataDir }), /FMS_SMTP_URL is not a URL/);
    expectOneLine(await start({ PORT: '0', FMS_SMTP_URL: `smtp://127.0.0.1:1`, FMS_DATA_DIR: dataDir }), /FMS_SMTP_URL: the mail server 127\.0\.0\.1:1 cannot be used .*unset FMS_SMTP_URL/);
  }, 60_000);

  it('FMS_WORKERS above 1 without FMS_DATABASE_URL (the embedded database belongs to one process), and one that is not a number', async () => {
    expectOneLine(await start({ PORT: '0', FMS_WORKERS: '2', FMS_DATABASE_URL: '', FMS_DATA_DIR: dataDir }), /FMS_WORKERS=2 needs FMS_DATABASE_URL.*set FMS_DATABASE_URL or run one process/);
    expectOneLine(await start({ PORT: '0', FMS_WORKERS: 'many', FMS_DATA_DIR: dataDir }), /FMS_WORKERS must be a whole number of server processes/);
  }, 60_000);

  it('FMS_DATA_DIR that cannot be a folder (a file is in the way)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fms-start-errors-')), 'a-file');
    writeFileSync(file, 'not a folder');
    expectOneLine(await start({ PORT: '0', FMS_DATA_DIR: file }), /FMS_DATA_DIR=.*a-file cannot be used.*point FMS_DATA_DIR at a folder/);
  }, 60_000);
});
