/**
 * Lighthouse bench (`npm run bench -- lighthouse`, never part of `npm test`; it prints figures and
 * asserts nothing): Lighthouse's default configuration, the mobile preset with simulated throttling
 * (Moto G Power, slow 4G), on the sign-in page `/` of the reference server, in the Debian Chromium.
 * Prints the four category scores, FCP, LCP, TBT, CLS, Speed Index, the total byte weight and the
 * LCP element, then what Lighthouse would change (opportunities with savings, failed audits).
 * Simulated throttling multiplies the CPU time it observes, so on a busy machine the figures move
 * from run to run: it runs BENCH_RUNS times (default 3), one line each, and prints the median run
 * (by LCP) in full.
 *
 * It builds nothing: scripts/bench.sh runs `npm run build` first. It starts the server
 * (scripts/bench-server.ts: `demo/server/main.ts --seed=small --quiet`) on a free port with a fresh data folder, and stops it
 * and Chrome whatever happens. Usage:
 *   node --import tsx scripts/lighthouse/bench.ts [path or URL, default /] [--report=file.html|file.json]
 * (the report is the median run's).
 * A full URL is audited as given, with no server started.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/browser-flags.mjs';
import { startServer } from '../bench-server';

const args = process.argv.slice(2);
const target = args.find((a) => !a.startsWith('--')) ?? '/';
const reportFile = args.find((a) => a.startsWith('--report='))?.slice('--report='.length);
/** Simulated throttling scales the CPU time it observes, so a busy machine moves the figures: several runs, the median shown. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));


const ms = (v: number | undefined) => (v === undefined ? '–' : `${Math.round(v)} ms`);
const s = (v: number | undefined) => (v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
const score = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(Math.round(v * 100)));

interface NodeItem { node?: { type: string; nodeLabel?: string; snippet?: string; selector?: string } }

/** The LCP element from the largest-contentful-paint-element audit (a list whose first table names the node). */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { type: string; items?: Array<{ type: string; items?: NodeItem[] } & NodeItem> } | undefined;
  const first = details?.items?.[0];
  const node = (first?.type === 'table' ? first.items?.[0]?.node : first?.node);
  if (!node) return 'none reported';
  return `${node.snippet ?? ''} (${node.selector ?? node.nodeLabel ?? ''})`;
}

/** One line per run: the scores and the metrics. */
function summary(lhr: Result): string {
  const num = (id: string) => lhr.audits[id]?.numericValue;
  const c = lhr.categories;
  return `performance ${score(c.performance?.score)}, accessibility ${score(c.accessibility?.score)}, best-practices ${score(c['best-practices']?.score)}, SEO ${score(c.seo?.score)}; `
    + `FCP ${s(num('first-contentful-paint'))}, LCP ${s(num('largest-contentful-paint'))}, TBT ${ms(num('total-blocking-time'))}`;
}

function print(lhr: Result): void {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue;
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} (${lhr.configSettings.throttlingMethod} throttling), ${lhr.finalDisplayedUrl}`);
  console.log(`browser: ${lhr.environment.hostUserAgent}`);
  if (lhr.runtimeError) console.log(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  console.log('');
  console.log(`performance ${score(lhr.categories.performance?.score)} | accessibility ${score(lhr.categories.accessibility?.score)} | best-practices ${score(lhr.categories['best-practices']?.score)} | SEO ${score(lhr.categories.seo?.score)}`);
  console.log(`FCP ${s(num('first-contentful-paint'))} | LCP ${s(num('largest-contentful-paint'))} | TBT ${ms(num('total-blocking-time'))} | CLS ${(num('cumulative-layout-shift') ?? 0).toFixed(3)} | Speed Index ${s(num('speed-index'))}`);
  console.log(`total byte weight ${((num('total-byte-weight') ?? 0) / 1024).toFixed(1)} KB (transferred), server response ${ms(num('server-response-time'))}`);
  console.log(`LCP element: ${lcpElement(lhr)}`);

  // What Lighthouse would change: every scored audit below full marks, savings first.
  const failing = Object.values(a)
    .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'notApplicable')
    .sort((x, y) => (y.metricSavings?.LCP ?? 0) + (y.metricSavings?.FCP ?? 0) - (x.metricSavings?.LCP ?? 0) - (x.metricSavings?.FCP ?? 0));
  if (failing.length) {
    console.log('\naudits below full marks:');
    for (const x of failing) {
      const savings = Object.entries(x.metricSavings ?? {}).filter(([, v]) => v).map(([k, v]) => `${k} −${Math.round(v as number)} ms`).join(', ');
      console.log(`  ${x.id}: ${x.displayValue ?? ''}${savings ? ` (${savings})` : ''}`.trimEnd());
    }
  }
}

console.log(`lighthouse bench: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${RUNS} run(s), the median by LCP printed in full`);
let server: { base: string; stop: () => Promise<void> } | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
const killChrome = () => {
  const c = chrome;
  chrome = null;
  try { c?.kill(); } catch { /* already gone */ }
};
const cleanUp = async () => {
  killChrome();
  const sv = server;
  server = null;
  await sv?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
try {
  let url = target;
  if (!/^https?:\/\//.test(target)) {
    server = await startServer();
    url = new URL(target, server.base).href;
  }
  const runs: Array<{ lhr: Result; report: string }> = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh Chrome per run; Lighthouse itself clears the cache and storage before loading the page.
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    const started = performance.now();
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: reportFile?.endsWith('.json') ? 'json' : 'html' });
    killChrome();
    if (!result) throw new Error('Lighthouse returned no result');
    runs.push({ lhr: result.lhr, report: String(result.report) });
    console.log(`run ${i + 1}: ${summary(result.lhr)} (${((performance.now() - started) / 1000).toFixed(1)} s wall, load ${loadavg()[0].toFixed(2)})`);
  }
  const lcp = (r: { lhr: Result }) => r.lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const median = [...runs].sort((x, y) => lcp(x) - lcp(y))[Math.floor((runs.length - 1) / 2)];
  console.log('');
  print(median.lhr);
  if (reportFile) {
    writeFileSync(reportFile, median.report);
    console.log(`\nthe median run's report written to ${reportFile}`);
  }
} catch (error) {
  console.error('lighthouse bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
