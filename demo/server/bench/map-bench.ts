/**
 * Map bench (`npm run bench -- map`, never part of `npm test`; it prints figures, asserts nothing):
 * the monitor's real truck layer (src/elements/live/monitor-map/map) in headless Debian Chromium with
 * 1,000, 5,000, 10,000 and 100,000 synthetic trucks all updated once a second while the map drag-pans.
 * For each size it runs the layer with its default (clusters below zoom 12 for large fleets), the
 * layer with clustering off (every truck blitted at island zoom, the worst case), and the whole
 * <fms-monitor-map> element (React table, legend, socket messages parsed and decoded in the store's Worker). Prints fps (rAF
 * rate), the longest frame gap, and JS and main-thread ms per frame (CDP Performance metrics).
 * Builds demo/pages/map-bench.html into a temp folder and serves it with vite preview.
 * Knobs: BENCH_SIZES=1000,5000,10000,100000 BENCH_MODES=layer,layer-all,element BENCH_SECONDS=5 BENCH_RUNS=1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/browser-flags.mjs';
import { num, table } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '1000,5000,10000,100000').split(',').map(Number).filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const configFile = path.resolve(import.meta.dirname, 'vite.map-bench.config.ts');

interface PageResult {
  fps: number; maxGapMs: number; frames: number;
  /** layer mode */
  drawn?: number; bubbles?: number; usesWorker?: boolean; updateMsAvg?: number;
  /** element mode */
  listed?: string; messageMsAvg?: number;
}

type Mode = 'layer' | 'layer-all' | 'element';
const MODE_NAMES: Record<Mode, string> = { layer: 'layer, clusters (default)', 'layer-all': 'layer, every truck drawn', element: 'whole element' };
const MODES = (process.env.BENCH_MODES ?? 'layer,layer-all,element').split(',') as Mode[];

const outDir = mkdtempSync(path.join(tmpdir(), 'fms-map-bench-'));
console.log(`map bench: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; viewport 1280×720, DPR 1; ${SECONDS} s per run after 1.5 s warm-up`);
await build({ configFile, logLevel: 'warn', build: { outDir } });
const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

type RunResult = PageResult & { jsMs: number; mainMs: number };

async function runOnce(n: number, mode: Mode): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const query = mode === 'element' ? 'mode=element' : `mode=layer&clusters=${mode === 'layer' ? 1 : 0}`;
  await page.goto(`${base}map-bench.html?n=${n}&${query}`);
  await page.waitForFunction(() => (window as any).__benchReady === true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  // Warm-up happens inside __runBench; take the metrics over the whole call and scale by its share.
  const before = await metrics();
  const t0 = Date.now();
  const result = await page.evaluate((ms) => (window as any).__runBench(ms), SECONDS * 1000) as PageResult;
  const elapsed = (Date.now() - t0) / 1000;
  const after = await metrics();
  await context.close();
  const framesAll = result.fps * elapsed; // frames over the whole call, warm-up included
  return {
    ...result,
    jsMs: ((after.ScriptDuration - before.ScriptDuration) * 1000) / framesAll,
    mainMs: ((after.TaskDuration - before.TaskDuration) * 1000) / framesAll,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows: Array<Array<string | number>> = [];
try {
  for (const mode of MODES) {
    for (const n of SIZES) {
      const runs: RunResult[] = [];
      for (let r = 0; r < RUNS; r++) runs.push(await runOnce(n, mode));
      const pick = (f: (x: RunResult) => number) => median(runs.map(f));
      const last = runs[runs.length - 1];
      const drawn = mode === 'element' ? (last.listed ?? '')
        : mode === 'layer' ? `${last.bubbles} + ${last.drawn}` : String(last.drawn);
      const update = mode === 'element' ? pick((x) => x.messageMsAvg ?? 0) : pick((x) => x.updateMsAvg ?? 0);
      rows.push([
        MODE_NAMES[mode], n, num(pick((x) => x.fps), 1), num(Math.max(...runs.map((x) => x.maxGapMs))),
        num(pick((x) => x.jsMs), 1), num(pick((x) => x.mainMs), 1), drawn, num(update, 1),
        mode === 'layer' ? (last.usesWorker ? 'worker' : 'main') : '–',
      ]);
      console.log(`  ${MODE_NAMES[mode]} n=${n}: ${num(pick((x) => x.fps), 1)} fps`);
    }
  }
  console.log();
  console.log(table(['drag-pan, all trucks updated 1×/s', 'trucks', 'fps', 'longest gap ms', 'JS ms/frame', 'main ms/frame', 'drawn (bubbles + trucks) / listed', 'update ms', 'cluster index'], rows));
  console.log('\nupdate ms: per message, on the main thread. Layer: records read into a fleet and handed to the layer (FleetReader.readList + setFleet).');
  console.log('Element: the message\'s JSON text handed to the store\'s Worker, plus applying its answer (MonitorFleet.apply); React renders afterwards, counted in JS ms/frame.');
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(outDir, { recursive: true, force: true });
}
