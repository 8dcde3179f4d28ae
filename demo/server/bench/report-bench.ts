/**
 * Report bench (`npm run bench -- report`, issue 26, 4; never part of `npm test`, no assertions):
 * how long other requests wait while 20 readers open monthly reports at once. The app runs in
 * process on a throwaway folder with the full seed (a month of journeys and events of 120 trucks);
 * one probe keeps a `GET /` in flight the whole time (the next as soon as one answers; with no built
 * console it is the 404 answer, still a request through the same loop and hooks) and each
 * round fires 20 parallel report calls:
 * 1. `report/v0/monthly` of the current month through one shared link (the case; 20 of the
 *    public call's 30 reads per client and minute);
 * 2. `report/v0/own/<last month>` signed in, a month nobody has read yet;
 * 3. the same again, once the first 20 have answered.
 * Knobs: BENCH_REPORT_SEED=small|full (default full), BENCH_REPORT_READERS=20.
 */
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addMonth, monthOf } from '../../../src/core/report/month';
import { useService } from '../services';
import { loadAverage as load, startBenchApp } from './bench-app';
import { num, sleep, summarize, table, type Summary } from './stats';
import { probe } from './get-probe';

const SEED = process.env.BENCH_REPORT_SEED === 'small' ? 'small' : 'full';
const READERS = Number(process.env.BENCH_REPORT_READERS ?? 20);
/** Idle probing before the rounds, and after each round's last answer. */
const QUIET_MS = 1500;

interface Round {
  name: string;
  /** From the first call until the last answer. */
  reportsMs: number;
  reportStatuses: string;
  computations: number;
  probe: Summary;
  /** Probes that took over 200 ms (the bound). */
  slow: number;
  loopDelayMaxMs: number;
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`report bench: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${load()}`);
  const { app, clock, baseUrl, apiKey, token, close } = await startBenchApp({ seedSize: SEED });
  try {
    console.log(`app built with the ${SEED} seed in ${((performance.now() - started) / 1000).toFixed(1)} s; listening on ${baseUrl}`);
    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
    const signedIn = { ...headers, authorization: `Bearer ${token}` };
    const month = monthOf(clock());
    const lastMonth = addMonth(month, -1);
    const share = await fetch(`${baseUrl}/api/report/v0/share`, { method: 'POST', headers: signedIn, body: JSON.stringify({ month }) });
    const { token: shareToken } = ((await share.json()) as { data: { token: string } }).data;

    let computations = 0;
    useService(app.ctx, 'monitoring.monthlyReports')?.watch(() => { computations += 1; });
    const idle = probe(baseUrl);
    await sleep(QUIET_MS);
    const idleProbe = summarize(await idle.stop());

    const round = async (name: string, call: () => Promise<Response>): Promise<Round> => {
      const before = computations;
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const probing = probe(baseUrl);
      await sleep(200);
      const t0 = performance.now();
      const statuses = await Promise.all(Array.from({ length: READERS }, async () => {
        const res = await call();
        await res.arrayBuffer();
        return res.status;
      }));
      const reportsMs = performance.now() - t0;
      await sleep(QUIET_MS);
      const latencies = await probing.stop();
      delay.disable();
      const counts = new Map<number, number>();
      for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
      const row = {
        name, reportsMs, computations: computations - before, probe: summarize(latencies), slow: latencies.filter((ms) => ms > 200).length, loopDelayMaxMs: delay.max / 1e6,
        reportStatuses: [...counts].map(([s, n]) => `${n}×${s}`).join(' '),
      };
      console.log(`  ${name}: reports ${reportsMs.toFixed(0)} ms, GET / p95 ${row.probe.p95.toFixed(0)} ms, max ${row.probe.max.toFixed(0)} ms`);
      return row;
    };

    const rounds = [
      await round(`${READERS} × report/v0/monthly ${month} (shared link)`, () =>
        fetch(`${baseUrl}/api/report/v0/monthly`, { method: 'POST', headers, body: JSON.stringify({ share: shareToken }) })),
      await round(`${READERS} × report/v0/own/${lastMonth}, first reads`, () =>
        fetch(`${baseUrl}/api/report/v0/own/${lastMonth}`, { headers: signedIn })),
      await round(`${READERS} × report/v0/own/${lastMonth}, again`, () =>
        fetch(`${baseUrl}/api/report/v0/own/${lastMonth}`, { headers: signedIn })),
    ];

    console.log(`\nGET / with nothing else running: ${idleProbe.n} requests, p50 ${num(idleProbe.p50, 1)} ms, p95 ${num(idleProbe.p95, 1)} ms, max ${num(idleProbe.max, 1)} ms\n`);
    console.log(table(
      ['round', 'answers', 'reports ms', 'computed', 'GET / n', 'GET / p50', 'GET / p95', 'GET / max', 'GET / > 200 ms', 'loop stall max'],
      rounds.map((r) => [r.name, r.reportStatuses, num(r.reportsMs), r.computations, r.probe.n, num(r.probe.p50, 1), num(r.probe.p95, 1), num(r.probe.max, 1), r.slow, num(r.loopDelayMaxMs)]),
    ));
    console.log('Times in ms. reports = from the first call until the last answer; GET / = one probe kept in flight meanwhile (and 1.5 s after);');
    console.log('computed = computations the report cache started (0 when the routes compute without it); loop stall = event-loop delay.');
    console.log(`\nreport bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
  } finally {
    await close();
  }
}

await main();
