import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseInstant, setClock, startingAt } from '../../src/core/clock';
import { buildApp, type App } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/core/accounts';
import { DEMO_OPERATOR } from './domains/core/operator';
import { verifyMailServer } from './mail/smtp-sender';
import { parsePort, parseStartOptions, type StartOptions } from './start-options';
import { startFailure, type StartSettings } from './start-failure';
import { graceFrom, stopOnSignals } from './shutdown';
import { listenForDevices } from './domains/monitoring/intake/device-port';
import { isWorker, reportListening, runPrimary, workerNumber } from './cluster/primary';
import { clusterAdapter, needsClusterAdapter, type ClusterAdapter } from './cluster/adapter';

/**
 * The entry that listens: `npm start` runs it after building the console.
 * PORT (default 8080), HOST (default 0.0.0.0), FMS_DATA_DIR (default .data), --reset wipes the data,
 * --trucks=N or FMS_TRUCKS=N simulates N trucks for enterprise A, --seed=small seeds the small fleet
 * the tests use, --api-only serves the API without the built console (start-options.ts). FMS_NOW (e.g. 2027-03-01T08:00:00+08:00) starts the server's clock
 * at that instant, from which it runs on: seed, simulator and every date rule follow it.
 * A start that cannot go on (a bad variable, a port in use, an unusable data folder, a mail server
 * that does not answer, a database that cannot be used: db/database-url.ts) ends with one line naming
 * the variable and what to do, and exit code 1. FMS_DATABASE_URL runs on a PostgreSQL server
 * (FMS_DATABASE_POOL connections), else on PGlite in the data folder.
 * SIGTERM (or Ctrl-C) stops it gracefully and exits 0 (shutdown.ts; FMS_SHUTDOWN_GRACE_MS).
 * FMS_WORKERS=N (or --workers=N, with FMS_DATABASE_URL) runs N such servers behind the port: this
 * process becomes their primary (cluster/primary.ts) and each worker runs this file again.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ends a failed start with one line naming the setting and what to do (start-failure.ts); exit code 1. */
function failStart(error: unknown, settings: Partial<StartSettings>): never {
  const { line, detail } = startFailure(error, { port: 0, host: '0.0.0.0', dataDir: '', osmandPort: 0, ...settings });
  console.error(line);
  if (detail) console.error(detail);
  process.exit(1);
}

let options: StartOptions;
let osmandPort: number;
let graceMs: number;
try {
  options = parseStartOptions(process.argv.slice(2), process.env, root);
  // OsmAnd devices on their own port too (Traccar's is 5055), so a Traccar Client keeps its default URL form.
  osmandPort = parsePort(process.env.FMS_OSMAND_PORT, 'FMS_OSMAND_PORT', 0);
  graceMs = graceFrom(process.env.FMS_SHUTDOWN_GRACE_MS);
} catch (error) {
  failStart(error, {});
}
const { port, host, dataDir } = options;
const settings: StartSettings = { port, host, dataDir, osmandPort };
const startAt = parseInstant(process.env.FMS_NOW);
if (startAt !== null) setClock(startingAt(startAt));

/** The start-up lines: printed once, by the primary when there are several processes. */
function printBanner(): void {
  const url = `http://localhost:${port}`;
  console.log(`\n車隊管理主控台 fleet console: ${url}`);
  console.log(`OsmAnd devices (Traccar Client): ${url}/devices/osmand${osmandPort ? ` and http://<host>:${osmandPort}/` : ''}   Traccar forwarding: ${url}/devices/traccar`);
  console.log(`API description: ${url}/api/docs   data: ${dataDir}   trucks of enterprise A: ${options.seedSize.trucksA}`);
  console.log('Demo sign-in (demo data only):');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.name.padEnd(14)} / ${DEMO_PASSWORD}   ${a.zhName}`);
  console.log(`  ${DEMO_OPERATOR.name.padEnd(14)} / ${DEMO_PASSWORD}   ${DEMO_OPERATOR.zhName} (platform operator: 系統維護 bulletins; demo only)`);
}

if (options.workers > 1 && !isWorker()) {
  await runPrimary({
    workers: options.workers,
    // Migrate and seed once, and create the token secret file, before any worker opens the database.
    prepare: async () => {
      const app = await buildApp({ dataDir, reset: options.reset, seedSize: options.seedSize, logger: !options.quiet, background: false });
      await app.close();
    },
    banner: printBanner,
    workerEnv: { FMS_RESET: '0' },
    workerArgs: process.argv.slice(2).filter((a) => a !== '--reset'),
    graceMs,
    log: (line) => console.log(line),
    failStart: (error) => failStart(error, settings),
  });
} else {
  await serve();
}

/** One server process: the whole server, or one worker of several. */
async function serve(): Promise<void> {
  let app: App;
  let adapter: ClusterAdapter | undefined;
  try {
    // A worker's realtime reaches the other workers' sockets through the adapter (cluster/adapter.ts);
    // so does a server's on a PostgreSQL server that servers started on their own may share.
    adapter = needsClusterAdapter(process.env, isWorker()) ? await clusterAdapter(process.env, (line) => console.log(line)) : undefined;
    app = await buildApp({
      dataDir,
      reset: options.reset,
      seedSize: options.seedSize,
      staticDir: options.apiOnly ? undefined : path.join(root, 'dist'),
      logger: !options.quiet,
      testOutbox: options.testOutbox,
      // Links in activation mails open this console: FMS_PUBLIC_ORIGIN, else this server's own origin.
      publicOrigin: process.env.FMS_PUBLIC_ORIGIN || `http://localhost:${port}`,
      cluster: adapter ? { adapter, worker: workerNumber() } : undefined,
    });
  } catch (error) {
    await adapter?.close();
    failStart(error, settings);
  }
  let devicePort: Awaited<ReturnType<typeof listenForDevices>> | null = null;
  try {
    await verifyMailServer(app.ctx.sender);
    await app.fastify.listen({ port, host });
    devicePort = osmandPort ? await listenForDevices(app.ctx, osmandPort, host) : null;
  } catch (error) {
    // the database is open: close it so its files are left clean, then say why
    await Promise.resolve(devicePort?.close()).then(() => app.close()).catch(() => {});
    // a worker's port is bound by the primary, whose error says 'bind': the same failure as a listen's
    const listenError = error as { syscall?: string } | null;
    if (isWorker() && listenError?.syscall === 'bind') listenError.syscall = 'listen';
    failStart(error, settings);
  }
  app.startBackground();

  if (!isWorker()) printBanner();
  reportListening();

  // SIGTERM: stop gracefully (shutdown.ts): device port, background work, sockets, requests in flight, database.
  stopOnSignals(
    [app.fastify.server, ...(devicePort ? [devicePort.server] : [])],
    async () => {
      await devicePort?.close();
      await app.close();
    },
    graceMs,
    (line) => console.log(line),
  );
}
