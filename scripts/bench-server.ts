import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The reference server for the browser benches (lighthouse, import): started on a free port with a
 * fresh data folder and the small seed, serving the console `npm run build` made.
 */

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The reference server as tests/playwright.config.ts starts it; resolves once /api/docs answers. */
export async function startServer(prefix = 'fms-bench-'): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FMS_DATA_DIR: dataDir, FMS_RESET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
      try {
        if ((await fetch(`${base}/api/docs`)).ok) return { base, stop };
      } catch { /* not listening yet */ }
      if (Date.now() > deadline) throw new Error('the server did not answer /api/docs within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
