/**
 * Track bench (`npm run bench -- track`, never part of `npm test`; it prints figures, asserts
 * nothing): <fms-track-playback> in headless Debian Chromium with a day and a week of 1 Hz track
 * (86,400 and 604,800 generated points, demo/pages/track-bench.ts). Prints the time to load and draw
 * it (mount to the first painted frame with the track, JSON parse included; and from the answer to
 * that frame), the longest frame gap meanwhile, the scrub time (an input event to the next painted
 * frame) and frames per second while dragging the scrub bar, and frames per second while playing at
 * 20× (with and without following), with JS and main-thread ms per frame over the playing (CDP
 * Performance metrics). Aims (issue 26, 6): a week drawn within 500 ms of the answer, scrubbing at
 * 60 fps. First, per size, the reference server answering journey/detail for such a journey
 * (track-server.ts: time to the whole answer gzipped and not, longest event-loop hold, `GET /`
 * latency meanwhile). Knobs:
 * BENCH_POINTS=86400,604800 (sizes, comma-separated) BENCH_RUNS=1 BENCH_SERVER=1 (0: browser only),
 * BENCH_BROWSER=1 (0: server only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/browser-flags.mjs';
import { num, table } from './stats';
import { measureJourneyDetail } from './track-server';

const SIZES = (process.env.BENCH_POINTS ?? '86400,604800').split(',').map(Number).filter((n) => n > 0);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const configFile = path.resolve(import.meta.dirname, 'vite.track-bench.config.ts');

if (process.env.BENCH_SERVER !== '0') {
  const rows: Array<Array<string | number>> = [];
  for (const points of SIZES) {
    const before = loadavg().map((l) => l.toFixed(2)).join(' ');
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const f of await measureJourneyDetail(points)) {
      rows.push([points, f.encoding, `${num(f.mb, 1)} MB`, `${num(f.wireMb, 1)} MB`, num(median(f.ms)), num(Math.max(...f.ms)), num(median(f.blockedMs)), num(Math.max(...f.blockedMs)),
        num(f.probedMs), f.probe.n, num(f.probe.p50, 1), num(f.probe.max, 1), f.listStatus, before]);
    }
  }
  console.log(table(['points', 'accept-encoding', 'answer', 'sent', 'journey/detail ms (median of 3)', 'max', 'event loop held ms (median)', 'max',
    'with GET / beside: ms', 'GET / n', 'GET / p50', 'GET / max', 'journey/list of the week: status', 'load before'], rows));
  console.log(`load after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log();
}
// The server's figures alone (issue 26, 6's week answer): no page build, no browser.
if (process.env.BENCH_BROWSER === '0') process.exit(0);

interface Play { fps: number; maxGapMs: number }
interface Result {
  points: number; drawMs: number; mountGapMs: number; redrawMs: number; answerMs: number; redrawGapMs: number; parseMs: number; drawn: number;
  scrubMedianMs: number; scrubMaxMs: number; dragging: Play; playing: Play; following: Play; recentred: number; answerMb: number;
}

const outDir = mkdtempSync(path.join(tmpdir(), 'fms-track-bench-'));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`track bench: ${cpus().length} cores, load ${load()}; viewport 1280×900, DPR 1; ${SIZES.join(', ')} points`);
await build({ configFile, logLevel: 'warn', build: { outDir } });
const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function runOnce(points: number): Promise<Result & { jsMs: number; mainMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}track-bench.html?n=${points}`);
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
  for (const points of SIZES) {
    for (let r = 0; r < RUNS; r++) {
      const x = await runOnce(points);
      rows.push([
        r + 1, x.points, `${num(x.answerMb, 1)} MB`, num(x.drawMs), num(x.mountGapMs), num(x.redrawMs), num(x.answerMs), num(x.redrawGapMs), num(x.parseMs), x.drawn,
        num(x.scrubMedianMs, 1), num(x.scrubMaxMs, 1), num(x.dragging.fps, 1), num(x.dragging.maxGapMs),
        num(x.playing.fps, 1), num(x.playing.maxGapMs), num(x.following.fps, 1), num(x.following.maxGapMs), x.recentred,
        num(x.jsMs, 1), num(x.mainMs, 1), load(),
      ]);
    }
  }
  console.log();
  console.log(table(['run', 'points', 'answer', 'mount + load + draw ms', 'longest gap ms', 'load + draw ms (map made)', 'answer to drawn ms', 'longest gap ms', 'JSON.parse ms', 'drawn points',
    'scrub ms (median)', 'scrub ms (max)', 'fps dragging scrub', 'longest gap ms',
    'fps 20×', 'longest gap ms', 'fps 20× following', 'longest gap ms', 're-centres', 'JS ms/frame*', 'main ms/frame*', 'load after'], rows));
  console.log('\nmount + load + draw: a new element to the first painted frame with the track (React, the base map and its offline basemap, fetch of a local answer, JSON parse, columns, projection, simplification, canvas lines).');
  console.log("load + draw (map made): the element given another journey-code: the track's own cost, the map already there; answer to drawn: from the fake fetch's answer to that frame.");
  console.log('longest gap: between painted frames while loading and drawing (how long the page froze). fps dragging scrub: a new scrub position every frame for 3 s.');
  console.log('scrub: an input event on the range to the next painted frame. *JS and main-thread time over the whole run per playing frame (an upper bound).');
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(outDir, { recursive: true, force: true });
}
