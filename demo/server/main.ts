import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseInstant, setClock, startingAt } from '../../src/core/clock';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/core/accounts';

/**
 * The entry that listens: `npm start` runs it after building the console.
 * PORT (default 8080), HOST (default 0.0.0.0), FMS_DATA_DIR (default .data), --reset wipes the data.
 * --seed=small seeds the small fleet the tests use. FMS_NOW (e.g. 2027-03-01T08:00:00+08:00) starts the
 * server's clock at that instant, from which it runs on: seed, simulator and every date rule follow it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(root, process.env.FMS_DATA_DIR ?? '.data');
const startAt = parseInstant(process.env.FMS_NOW);
if (startAt !== null) setClock(startingAt(startAt));
const seedArg = args.find((a) => a.startsWith('--seed='))?.split('=')[1];

const app = await buildApp({
  dataDir,
  reset: args.includes('--reset') || process.env.FMS_RESET === '1',
  seedSize: seedArg === 'small' ? 'small' : 'full',
  staticDir: path.join(root, 'dist'),
  logger: !args.includes('--quiet'),
  testOutbox: process.env.FMS_TEST_OUTBOX === '1',
});
await app.fastify.listen({ port, host });
app.startBackground();

const url = `http://localhost:${port}`;
console.log(`\n車隊管理主控台 fleet console: ${url}`);
console.log(`API description: ${url}/api/docs   data: ${dataDir}`);
console.log('Demo sign-in (demo data only):');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.name.padEnd(14)} / ${DEMO_PASSWORD}   ${a.zhName}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}
