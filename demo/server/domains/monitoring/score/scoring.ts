import { EVENT_TYPE_LABELS } from '../../../../../src/core/api/contract/events';
import type { ScoreBreakdown } from '../../../../../src/core/api/contract/score';
import { HARSH_LABELS, PEDAL_LABELS } from '../../../../../src/core/api/contract/vocabulary/performance';
import { RPM_BUCKETS, SPEED_BUCKETS, type JourneyStats } from './stats';

/** Weights of each event type per occurrence, scaled per 100 km driven. */
const EVENT_PENALTY: Record<string, number> = {
  speeding: 3, accelerate: 2, decelerate: 2, fatigue: 5, phone: 4, smoking: 2, distract: 3, seatbelt: 4,
  lensWardOff: 2, driverLost: 2, tss: 3, engineOverheat: 2,
};

/**
 * A driver's score for a day, 0..100 (pure): 100, less the behaviour events per 100 km, less
 * time over 90 km/h and idling beyond 10% of the engine time.
 */
export function scoreOf(stats: JourneyStats, eventCounts: Record<string, number>, distanceMeters: number): number {
  const per100km = 100 / Math.max(distanceMeters / 1000, 20);
  let penalty = 0;
  for (const [type, n] of Object.entries(eventCounts)) penalty += (EVENT_PENALTY[type] ?? 0) * n * per100km;
  const moving = Math.max(stats.movingSeconds, 1);
  penalty += (stats.speed[4] / moving) * 60;
  const engineOn = stats.movingSeconds + stats.idleSeconds;
  if (engineOn > 0) penalty += Math.max(0, stats.idleSeconds / engineOn - 0.1) * 50;
  return Math.round(Math.max(0, Math.min(100, 100 - penalty)) * 10) / 10;
}

const buckets = (labels: readonly string[], values: readonly number[]) => labels.map((label, i) => ({ label, value: Math.round(values[i] ?? 0) }));

/** The chart data of spec 2.11 from merged stats. */
export function breakdownOf(stats: JourneyStats): ScoreBreakdown {
  return {
    speed: buckets(SPEED_BUCKETS.map((b) => b.label), stats.speed),
    rpm: buckets(RPM_BUCKETS.map((b) => b.label), stats.rpm),
    idle: buckets([EVENT_TYPE_LABELS.idle, EVENT_TYPE_LABELS.driving], [stats.idleSeconds, stats.movingSeconds]),
    pedal: buckets(PEDAL_LABELS, stats.pedal),
    accelerate: buckets(HARSH_LABELS, stats.accelerate),
    decelerate: buckets(HARSH_LABELS, stats.decelerate),
    engine: stats.samples.map(([time, rpm, speed]) => ({ time, rpm, speed })),
    temperature: stats.samples.map(([time, , , engineTemp]) => ({ time, engineTemp })),
  };
}
