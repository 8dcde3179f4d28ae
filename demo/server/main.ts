import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseInstant, setClock, startingAt } from '../../src/core/clock';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/core/accounts';
import { DEMO_OPERATOR } from './domains/core/operator';
import { parseStartOptions, type StartOptions } from './start-options';
import { listenForDevices } from './domains/monitoring/intake/device-port';

/**
 * The entry that listens: `npm start` runs it after building the console.
 * PORT (default 8080), HOST (default 0.0.0.0), FMS_DATA_DIR (default .data), --reset wipes the data,
 * --trucks=N or FMS_TRUCKS=N simulates N trucks for enterprise A, --seed=small seeds the small fleet
 * the tests use, --api-only serves the API without the built console (start-options.ts). FMS_NOW (e.g. 2027-03-01T08:00:00+08:00) starts the server's clock
 * at that instant, from which it runs on: seed, simulator and every date rule follow it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let options: StartOptions;
try {
  options = parseStartOptions(process.argv.slice(2), process.env, root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { port, host, dataDir } = options;
const startAt = parseInstant(process.env.FMS_NOW);
if (startAt !== null) setClock(startingAt(startAt));

const app = await buildApp({
  dataDir,
  reset: options.reset,
  seedSize: options.seedSize,
  staticDir: options.apiOnly ? undefined : path.join(root, 'dist'),
  logger: !options.quiet,
  testOutbox: options.testOutbox,
  // Links in activation mails open this console: FMS_PUBLIC_ORIGIN, else this server's own origin.
  publicOrigin: process.env.FMS_PUBLIC_ORIGIN || `http://localhost:${port}`,
});
await app.fastify.listen({ port, host });
app.startBackground();
// OsmAnd devices on their own port too (Traccar's is 5055), so a Traccar Client keeps its default URL form.
const osmandPort = Number(process.env.FMS_OSMAND_PORT ?? 0);
if (!Number.isInteger(osmandPort) || osmandPort < 0 || osmandPort > 65535) {
  console.error(`FMS_OSMAND_PORT must be a port number (e.g. 5055), got ${JSON.stringify(process.env.FMS_OSMAND_PORT)}`);
  process.exit(2);
}
const devicePort = osmandPort ? await listenForDevices(app.ctx, osmandPort, host) : null;

const url = `http://localhost:${port}`;
console.log(`\n車隊管理主控台 fleet console: ${url}`);
console.log(`OsmAnd devices (Traccar Client): ${url}/devices/osmand${osmandPort ? ` and http://<host>:${osmandPort}/` : ''}   Traccar forwarding: ${url}/devices/traccar`);
console.log(`API description: ${url}/api/docs   data: ${dataDir}   trucks of enterprise A: ${options.seedSize.trucksA}`);
console.log('Demo sign-in (demo data only):');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.name.padEnd(14)} / ${DEMO_PASSWORD}   ${a.zhName}`);
console.log(`  ${DEMO_OPERATOR.name.padEnd(14)} / ${DEMO_PASSWORD}   ${DEMO_OPERATOR.zhName} (platform operator: 系統維護 bulletins; demo only)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.resolve(devicePort?.close()).then(() => app.close()).finally(() => process.exit(0));
  });
}
