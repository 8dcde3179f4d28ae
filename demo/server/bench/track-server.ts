import { gunzipSync } from 'node:zlib';
import { DAY_MS } from '../../../src/core/format/time-units';
import type { StoredJourney } from '../domains/monitoring/history/store';
import { insertJourneys } from '../domains/monitoring/history/store';
import { startBenchApp } from './bench-app';
import { ENTERPRISES } from '../enterprises';
import { fleetCars } from '../car-refs';
import { probe } from './get-probe';
import { postWire } from './wire-post';
import { sleep, summarize, type Summary } from './stats';

export interface DetailFigures {
  points: number;
  /** What the call asked for: `gzip` (as browsers and Node's fetch do) or `identity`. */
  encoding: 'gzip' | 'identity';
  ms: number[];
  /** The answer (decoded), and as sent (the same as mb when not gzipped). */
  mb: number;
  wireMb: number;
  /** The longest the server's event loop was held while answering (a 5 ms timer's lateness). */
  blockedMs: number[];
  /** `GET /` kept in flight during one more answer (get-probe.ts): how long any other request waited. */
  probe: Summary;
  /** That answer's time, with the probe's requests sharing the loop. */
  probedMs: number;
  listStatus: number;
}

/**
 * The reference server answering driving-history/v0/journey/detail (spec 7.6: by journey uid, no
 * range in the call) for a journey of `points` 1 Hz points stored as the simulator stores them:
 * the time to the whole answer over HTTP and how long the event loop was held meanwhile, `runs`
 * times per encoding, then how long a `GET /` took during one more; and whether journey/list accepts the journey's
 * days as its range.
 */
export async function measureJourneyDetail(points: number, runs = 3): Promise<DetailFigures[]> {
  const bench = await startBenchApp();
  try {
    const { ctx } = bench.app;
    // A car of demo-admin's enterprise, read through the fleet domain's reads (it owns the table).
    const [car] = await fleetCars(ctx).list(ctx.db, { enterpriseUid: ENTERPRISES.A, managed: true });
    const start = bench.clock() - 8 * DAY_MS;
    const track = Array.from({ length: points }, (_, i) => ({
      time: start + i * 1000, lat: 22.6 + i * 4e-6, lng: 120.9 + Math.sin(i / 900) * 0.02, speed: i % 111, heading: i % 360, status: 'driving',
    }));
    const journey = {
      uid: 'jny-bench-week', enterpriseUid: car.enterprise_uid, carUid: car.uid, driverUid: null, taskKindUid: null, startTime: start,
      endTime: start + (points - 1) * 1000, startAddress: '', endAddress: '', distance: 0, idleSeconds: 0, maxSpeed: 110, avgSpeed: 50, points: track, stats: {},
    } as unknown as StoredJourney;
    await insertJourneys(ctx.db, [journey]);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${bench.token}`, 'x-api-key': bench.apiKey };
    const post = (path: string, body: object) => fetch(`${bench.baseUrl}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    // The answer's bytes as sent (wire-post.ts): fetch would gunzip them in this very process (~1 s for a week).
    const detail = async (encoding: string) => {
      const answer = await postWire(`${bench.baseUrl}/api/driving-history/v0/journey/detail`, { headers, body: JSON.stringify({ journeyUid: journey.uid }), encoding });
      return { bytes: answer.bytes, gzipped: answer.contentEncoding === 'gzip' };
    };
    const all: DetailFigures[] = [];
    for (const encoding of ['gzip', 'identity'] as const) {
      const figures: DetailFigures = { points, encoding, ms: [], mb: 0, wireMb: 0, blockedMs: [], probe: summarize([]), probedMs: NaN, listStatus: -1 };
      const latencies: number[] = [];
      let answer: Buffer = Buffer.alloc(0);
      // `runs` answers alone, then one more with a `GET /` kept in flight beside it (the probe keeps
      // the loop busy with its own requests, so that answer's time is not comparable with the rest).
      for (let r = 0; r <= runs; r++) {
        const probed = r === runs;
        let blocked = 0;
        let last = performance.now();
        const timer = setInterval(() => {
          const now = performance.now();
          blocked = Math.max(blocked, now - last - 5);
          last = now;
        }, 5);
        const probing = probed ? probe(bench.baseUrl) : null;
        if (probing) await sleep(100);
        const t0 = performance.now();
        const { bytes, gzipped } = await detail(encoding);
        const ms = performance.now() - t0;
        clearInterval(timer);
        if (probing) {
          latencies.push(...await probing.stop());
          figures.probedMs = ms;
        } else {
          figures.ms.push(ms);
          figures.blockedMs.push(blocked);
        }
        figures.wireMb = bytes.length / 1e6;
        if (r === runs) answer = gzipped ? gunzipSync(bytes) : bytes;
      }
      // Checked after the timed answers: parsing 59 MB leaves garbage a later answer's time would collect.
      figures.mb = answer.length / 1e6;
      if ((JSON.parse(answer.toString()) as { data: { points: unknown[] } }).data.points.length !== points) throw new Error('journey/detail lost points');
      figures.probe = summarize(latencies);
      all.push(figures);
    }
    const list = await post('driving-history/v0/journey/list', { carUid: car.uid, startTime: start, endTime: start + 7 * DAY_MS, offset: 0, limit: 10 });
    const listStatus = ((await list.json()) as { status: number }).status;
    for (const f of all) f.listStatus = listStatus;
    return all;
  } finally {
    await bench.close();
  }
}
