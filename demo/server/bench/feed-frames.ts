import type { MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import { encodeMonitorFeed, type SentFacts } from '../../../src/core/monitor-feed';
import { ENTERPRISES } from '../enterprises';
import { startBenchApp } from './bench-app';
import { freshRuntime, growFleet } from './fleet-size';

/**
 * Real /fms-monitor frames for a fleet of `trucks`: the bench app (PGlite, small seed) grown to that
 * many cars, the monitoring runtime ticked once a second of simulated time, and its records encoded
 * by the feed encoder as the server broadcasts them: `whole` (every car's facts, what a new
 * subscriber gets) and then `count` updates with only the facts that changed.
 */
export interface FeedFrames { trucks: number; whole: MonitorFeed; changes: MonitorFeed[] }

export async function feedFrames(trucks: number, count: number): Promise<FeedFrames> {
  const bench = await startBenchApp();
  try {
    await growFleet(bench.app.ctx, trucks);
    const { runtime } = await freshRuntime(bench.app.ctx);
    for (let i = 0; i < 2; i++) await runtime.tick(bench.clock(), 1);
    const first = encodeMonitorFeed(await runtime.records(ENTERPRISES.A));
    let sent: SentFacts = first.sent;
    const changes: MonitorFeed[] = [];
    for (let i = 0; i < count; i++) {
      await runtime.tick(bench.clock(), 1);
      const frame = encodeMonitorFeed(await runtime.records(ENTERPRISES.A), sent);
      sent = frame.sent;
      changes.push(frame.changes);
    }
    return { trucks: first.whole.car.length, whole: first.whole, changes };
  } finally {
    await bench.close();
  }
}
