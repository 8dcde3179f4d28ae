import '../../src/elements/history/track-playback/track-playback.element';
import type { JourneyPoint } from '../../src/core/api/contract/history';
import { setFetch } from '../../src/core/http';
import { eventTypeLabel } from '../../src/core/catalogue/events';
import { NOTIFICATION_CATEGORY } from '../../src/core/api/contract/vocabulary';
import { EMPTY_SESSION, writeSession } from '../../src/core/session/store';

/**
 * The track bench's page (demo/server/bench/track-bench.ts): one <fms-track-playback> fed by a fake
 * server whose journey is `?n=` 1 Hz points (a day: 86,400; a week: 604,800), generated here with a
 * seeded random walk (speeds 0–110 km/h, standstills), and 60 events. `__runBench()` measures, in
 * this browser: load and draw (mount to the map's data-ready, then one painted frame, JSON parse of
 * the answer included; then the same for another journey-code on the map already made, and from
 * the moment the fake fetch answered to that frame), the longest frame gap meanwhile, scrubbing (an
 * input event to the next painted frame, 60 positions; then dragging: a new position every frame
 * for 3 s), and playing at 20× with and without following (frames per second, longest gap).
 */
const N = Number(new URLSearchParams(location.search).get('n') ?? 86_400);
const START = Date.UTC(2026, 10, 24, 16); // 00:00 Taipei

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function day() {
  const rnd = seeded(13);
  const points: JourneyPoint[] = [];
  let lat = 25.05;
  let lng = 121.5;
  let heading = 200;
  let speed = 0;
  let standing = 0;
  for (let i = 0; i < N; i++) {
    if (standing > 0) {
      standing--;
      speed = 0;
    } else {
      if (rnd() < 0.0004) standing = 300 + Math.floor(rnd() * 1800);
      speed = Math.max(0, Math.min(110, speed + (rnd() - 0.5) * 6));
      heading = (heading + (rnd() - 0.5) * 6 + 360) % 360;
      // Keep the truck on the island: turn it back south-west / north-east near the ends.
      if (lat < 22.3) heading = 20;
      if (lat > 25.1) heading = 200;
      const metres = speed / 3.6;
      lat += (metres * Math.cos((heading * Math.PI) / 180)) / 111_320;
      lng += (metres * Math.sin((heading * Math.PI) / 180)) / (111_320 * Math.cos((lat * Math.PI) / 180));
    }
    points.push({ time: START + i * 1000, lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5, speed: Math.round(speed), heading: Math.round(heading), status: speed > 0 ? 'driving' : 'idling' });
  }
  const events = Array.from({ length: 60 }, (_, k) => {
    const p = points[Math.floor(((k + 0.5) / 60) * N)];
    return {
      uid: `e-${k}`, carUid: 'car-1', carNo: 'KEA-101', driverUid: null, driverName: '', departmentUid: null, taskKindUid: null,
      type: 'speeding', typeLabel: eventTypeLabel('speeding'), category: NOTIFICATION_CATEGORY.event, level: null, advice: null, code: null,
      title: `${eventTypeLabel('speeding')} ${p.speed} km/h`, content: '',
      lat: p.lat, lng: p.lng, address: '', speed: p.speed, createdAt: p.time, data: {},
    };
  });
  const journey = {
    uid: 'j-1', carUid: 'car-1', carNo: 'KEA-101', driverUid: null, driverName: '王小明', startTime: START, endTime: START + (N - 1) * 1000,
    startAddress: '臺北市', endAddress: '臺北市', distance: 0, duration: N, idleSeconds: 0, maxSpeed: 110, avgSpeed: 50, eventCount: events.length,
    confirmed: false, confirmedAt: null, confirmedBy: null, note: '',
  };
  return JSON.stringify({ status: 0, data: { journey, points, events } });
}

const detail = day();
// The answer as bytes, as the network hands it over: the Response does not re-encode the string each time.
const detailBytes = new Blob([detail], { type: 'application/json' });
/** When the fake server last answered the journey (performance.now()): the start of 'answer to drawn'. */
let answeredAt = 0;
const empty = JSON.stringify({ status: 0, data: { total: 0, offset: 0, limit: 200, list: [] } });
writeSession({ ...EMPTY_SESSION, accessToken: 'bench', tokenData: { exp: Math.floor(Date.now() / 1000) + 3600 } });
setFetch((async (input: RequestInfo | URL) => {
  const path = new URL(String(input), location.href).pathname;
  if (path.endsWith('journey/detail')) answeredAt = performance.now();
  return new Response(path.endsWith('journey/detail') ? detailBytes : empty, { headers: { 'Content-Type': 'application/json' } });
}) as typeof fetch);

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function until(check: () => boolean) {
  while (!check()) await frame();
}

/** The longest gap between painted frames from now until `stop()`: how long the page froze. */
function frameGaps() {
  let last = performance.now();
  let longest = 0;
  let on = true;
  const tick = (now: number) => {
    longest = Math.max(longest, now - last);
    last = now;
    if (on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return () => {
    on = false;
    return longest;
  };
}

async function run() {
  const el = document.createElement('fms-track-playback');
  const gaps = frameGaps();
  const t0 = performance.now();
  el.setAttribute('journey-code', 'j-1');
  document.getElementById('host')!.append(el);
  const root = () => el.shadowRoot!;
  const map = () => root()?.querySelector<HTMLElement>('[part="map"]');
  await until(() => !!map()?.hasAttribute('data-ready'));
  await frame();
  const drawMs = performance.now() - t0;
  const mountGapMs = gaps();
  // The same track again on the map already there: the track's own load and draw.
  const redrawGaps = frameGaps();
  const r0 = performance.now();
  let redrawn = false;
  const seen = new MutationObserver(() => {
    redrawn = map()!.hasAttribute('data-ready');
  });
  seen.observe(map()!, { attributes: true, attributeFilter: ['data-ready'] });
  el.setAttribute('journey-code', 'j-2');
  await until(() => redrawn);
  seen.disconnect();
  await frame();
  const redrawMs = performance.now() - r0;
  const answerMs = performance.now() - answeredAt;
  const redrawGapMs = redrawGaps();
  const p0 = performance.now();
  JSON.parse(detail);
  const parseMs = performance.now() - p0;
  const drawn = Number(map()!.dataset.drawnPoints);

  // Scrub across the day: an input event, then the painted frame after it.
  const scrub = root().querySelector<HTMLInputElement>('input[type="range"]')!;
  const scrubTimes: number[] = [];
  for (let k = 0; k <= 60; k++) {
    const s0 = performance.now();
    scrub.value = String(START + Math.round((k / 60) * (N - 1)) * 1000);
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
    scrubTimes.push(performance.now() - s0);
  }
  // Dragging the scrub bar: a new position every frame, across the whole track in 3 s.
  const drag0 = await frame();
  let dragLast = drag0;
  let dragFrames = 0;
  let dragGap = 0;
  while (dragLast - drag0 < 3000) {
    scrub.value = String(START + Math.round((((dragLast - drag0) / 3000) * (N - 1))) * 1000);
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
    const now = await frame();
    dragGap = Math.max(dragGap, now - dragLast);
    dragLast = now;
    dragFrames++;
  }
  const dragging = { fps: (dragFrames * 1000) / (dragLast - drag0), maxGapMs: dragGap };
  scrub.value = String(START);
  scrub.dispatchEvent(new Event('input', { bubbles: true }));

  const click = (name: string) => [...root().querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!.click();
  async function play(ms: number) {
    click('20×');
    click('播放');
    let frames = 0;
    let maxGap = 0;
    const first = await frame();
    let last = first;
    while (last - first < ms) {
      const now = await frame();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      frames++;
    }
    if (root().querySelector('.play-button')!.textContent === '暫停') click('暫停');
    return { fps: (frames * 1000) / (last - first), maxGapMs: maxGap };
  }
  const playing = await play(5000);
  root().querySelector<HTMLInputElement>('.follow input')!.click();
  await frame();
  const following = await play(5000);
  const recentred = Number(map()!.dataset.recentred ?? 0);
  scrubTimes.sort((a, b) => a - b);
  return {
    points: N, drawMs, mountGapMs, redrawMs, answerMs, redrawGapMs, parseMs, dragging, drawn, scrubMedianMs: scrubTimes[Math.floor(scrubTimes.length / 2)], scrubMaxMs: scrubTimes[scrubTimes.length - 1],
    playing, following, recentred, answerMb: detail.length / 1e6,
  };
}

Object.assign(window, { __runBench: run, __benchReady: true });
