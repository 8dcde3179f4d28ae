import { DAY_MS } from '../../../src/core/format/time-units';
import type { StoredJourney } from '../domains/monitoring/history/store';
import { insertJourneys } from '../domains/monitoring/history/store';
import { startBenchApp } from './bench-app';
import { ENTERPRISES } from '../enterprises';
import { fleetCars } from '../car-refs';

export interface DetailFigures {
  points: number;
  ms: number[];
  mb: number;
  /** The longest the server's event loop was held while answering (a 5 ms timer's lateness). */
  blockedMs: number[];
  listStatus: number;
}

/**
 * The reference server answering driving-history/v0/journey/detail (spec 7.6: by journey uid, no
 * range in the call) for a journey of `points` 1 Hz points stored as the simulator stores them:
 * the time to the whole answer over HTTP and how long the event loop was held meanwhile, `runs`
 * times; and whether journey/list accepts the journey's days as its range.
 */
export async function measureJourneyDetail(points: number, runs = 3): Promise<DetailFigures> {
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
    const post = (path: string, body: object) => fetch(`${bench.baseUrl}/api/${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bench.token}`, 'x-api-key': bench.apiKey }, body: JSON.stringify(body),
    });
    const figures: DetailFigures = { points, ms: [], mb: 0, blockedMs: [], listStatus: -1 };
    for (let r = 0; r < runs; r++) {
      let blocked = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        blocked = Math.max(blocked, now - last - 5);
        last = now;
      }, 5);
      const t0 = performance.now();
      const res = await post('driving-history/v0/journey/detail', { journeyUid: journey.uid });
      const text = await res.text();
      figures.ms.push(performance.now() - t0);
      clearInterval(timer);
      figures.blockedMs.push(blocked);
      figures.mb = text.length / 1e6;
      if ((JSON.parse(text) as { data: { points: unknown[] } }).data.points.length !== points) throw new Error('journey/detail lost points');
    }
    const list = await post('driving-history/v0/journey/list', { carUid: car.uid, startTime: start, endTime: start + 7 * DAY_MS, offset: 0, limit: 10 });
    figures.listStatus = ((await list.json()) as { status: number }).status;
    return figures;
  } finally {
    await bench.close();
  }
}
