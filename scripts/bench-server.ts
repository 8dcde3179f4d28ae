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

export interface ServerOptions {
  /** Environment on top of this process's (e.g. FMS_DATABASE_URL, FMS_WORKERS). */
  env?: Record<string, string>;
  /** Arguments of main.ts; `--seed=small --quiet` unless given. */
  args?: string[];
  /** A port to listen on; a free one unless given. */
  port?: number;
  /** A data folder that is already there and kept (not reset, not removed at stop); a fresh one unless given. */
  dataDir?: string;
  /** Where the server's output goes; by default its stdout is dropped and its stderr shown. */
  stdio?: 'ignore' | 'inherit';
}

/**
 * The reference server as tests/playwright.config.ts starts it; resolves once /api/docs answers.
 * `pid` is the server's process (with FMS_WORKERS, the parent of its workers).
 */
export async function startServer(prefix = 'fms-bench-', options: ServerOptions = {}): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), prefix));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', ...(options.args ?? ['--seed=small', '--quiet'])], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FMS_DATA_DIR: dataDir, ...(options.dataDir ? {} : { FMS_RESET: '1' }), ...options.env },
    stdio: ['ignore', options.stdio ?? 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
      try {
        if ((await fetch(`${base}/api/docs`)).ok) return { base, pid: child.pid!, stop };
      } catch { /* not listening yet */ }
      if (Date.now() > deadline) throw new Error('the server did not answer /api/docs within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
