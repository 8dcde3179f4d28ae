/**
 * Track bench (`npm run bench -- track`, never part of `npm test`; it prints figures, asserts
 * nothing): <fms-track-playback> in headless Debian Chromium with one day of 1 Hz track (86,400
 * generated points, demo/pages/track-bench.ts). Prints the time to load and draw it (mount to the
 * first painted frame with the track, JSON parse included), the scrub time (an input event to the
 * next painted frame), and frames per second while playing at 20× (with and without following),
 * with JS and main-thread ms per frame over the playing (CDP Performance metrics). Aims: 200 ms to
 * draw, 60 fps while playing. Knobs: BENCH_POINTS=86400 BENCH_RUNS=1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/browser-flags.mjs';
import { num, table } from './stats';

const POINTS = Number(process.env.BENCH_POINTS ?? 86_400);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const configFile = path.resolve(import.meta.dirname, 'vite.track-bench.config.ts');

interface Play { fps: number; maxGapMs: number }
interface Result {
  points: number; drawMs: number; redrawMs: number; parseMs: number; drawn: number; scrubMedianMs: number; scrubMaxMs: number;
  playing: Play; following: Play; recentred: number; answerMb: number;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'fms-track-bench-'));
console.log(`track bench: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; viewport 1280×900, DPR 1; ${POINTS} points`);
await build({ configFile, logLevel: 'warn', build: { outDir } });
const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function runOnce(): Promise<Result & { jsMs: number; mainMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}track-bench.html?n=${POINTS}`);
  await page.waitForFunction(() => (window as any).__benchReady === true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  const result = await page.evaluate(() => (window as any).__runBench()) as Result;
  const after = await metrics();
  await context.close();
  // Over the whole run (drawing and scrubbing included): an upper bound of the playing cost.
  const frames = (result.playing.fps + result.following.fps) * 5;
  return {
    ...result,
    jsMs: ((after.ScriptDuration - before.ScriptDuration) * 1000) / frames,
    mainMs: ((after.TaskDuration - before.TaskDuration) * 1000) / frames,
  };
}

try {
  const rows: Array<Array<string | number>> = [];
  for (let r = 0; r < RUNS; r++) {
    const x = await runOnce();
    rows.push([
      r + 1, x.points, `${num(x.answerMb, 1)} MB`, num(x.drawMs), num(x.redrawMs), num(x.parseMs), x.drawn, num(x.scrubMedianMs, 1), num(x.scrubMaxMs, 1),
      num(x.playing.fps, 1), num(x.playing.maxGapMs), num(x.following.fps, 1), num(x.following.maxGapMs), x.recentred,
      num(x.jsMs, 1), num(x.mainMs, 1),
    ]);
  }
  console.log();
  console.log(table(['run', 'points', 'answer', 'mount + load + draw ms', 'load + draw ms (map made)', 'JSON.parse ms', 'drawn points', 'scrub ms (median)', 'scrub ms (max)',
    'fps 20×', 'longest gap ms', 'fps 20× following', 'longest gap ms', 're-centres', 'JS ms/frame*', 'main ms/frame*'], rows));
  console.log('\nmount + load + draw: a new element to the first painted frame with the track (React, the base map and its offline basemap, fetch of a local answer, JSON parse, columns, projection, simplification, canvas lines).');
console.log("load + draw (map made): the element given another journey-code: the track's own cost, the map already there.");
  console.log('scrub: an input event on the range to the next painted frame. *JS and main-thread time over the whole run per playing frame (an upper bound).');
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(outDir, { recursive: true, force: true });
}
