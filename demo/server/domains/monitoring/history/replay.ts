import type { JourneyPoint } from '../../../../../src/core/api/contract/history';
import { bearing, distance as metersBetween, downsample } from '../../../geo';
import type { Journey as SimJourney, SimEvent } from '../../../sim';
import { addHarsh, addSample, emptyStats, type JourneyStats } from '../score/stats';

/**
 * Past journeys from the simulator's fast history carry a path but no clock. This replays one
 * (pure, seeded): the path is driven at speeds around the journey's moving average, bounded by its
 * maximum, with the warm-up and stops as idling, so the track points get times, speeds and statuses
 * and the driving statistics come from the same samples as a live journey's.
 */
/** Past journeys keep a coarser track than live ones. */
const MAX_POINTS = 40;

export function replayJourney(j: SimJourney, events: readonly SimEvent[], rng: () => number): { points: JourneyPoint[]; stats: JourneyStats; idleSeconds: number } {
  const stats = emptyStats();
  const total = Math.max(1, (j.endTime - j.startTime) / 1000);
  const maxSpeed = Math.max(20, j.maxSpeed);
  // Moving time: the distance at ~70% of the top speed, never more than 90% of the journey.
  const moving = Math.min(total * 0.9, j.distanceMeters / 1000 / (maxSpeed * 0.7) * 3600);
  const idle = Math.max(0, total - moving);
  const path = downsample(j.points, MAX_POINTS);
  const legs = path.slice(1).map((p, i) => metersBetween(path[i], p));
  const pathLength = legs.reduce((a, b) => a + b, 0) || 1;
  const warmup = idle * 0.15;
  const points: JourneyPoint[] = [];
  let t = j.startTime;
  let speed = 0;
  points.push({ time: Math.round(t), lat: j.startLat, lng: j.startLng, speed: 0, heading: 0, status: 'idling' });
  addSample(stats, { time: t, speed: 0, rpm: 650, engineTemp: 70, status: 'idling' }, warmup, 0);
  t += warmup * 1000;
  // Stops (loading, traffic) are spread over the path at a few random points.
  const stopAt = new Set(Array.from({ length: Math.min(3, legs.length) }, () => Math.floor(rng() * legs.length)));
  const stopSeconds = (idle - warmup) / Math.max(1, stopAt.size);
  legs.forEach((len, i) => {
    const seconds = Math.max(1, (len / pathLength) * moving);
    const avg = len / seconds * 3.6;
    const next = Math.min(maxSpeed, Math.max(5, avg * (0.85 + rng() * 0.3)));
    addSample(stats, { time: t, speed: next, rpm: rpmAt(next), engineTemp: 84 + rng() * 8, status: 'driving' }, seconds, speed);
    speed = next;
    t += seconds * 1000;
    const p = path[i + 1];
    const prev = path[i];
    points.push({ time: Math.round(t), lat: p.lat, lng: p.lng, speed: Math.round(next), heading: headingOf(prev, p), status: 'driving' });
    if (stopAt.has(i) && stopSeconds > 0) {
      addSample(stats, { time: t, speed: 0, rpm: 650, engineTemp: 86, status: 'idling' }, stopSeconds, speed);
      speed = 0;
      t += stopSeconds * 1000;
      points.push({ time: Math.round(t), lat: p.lat, lng: p.lng, speed: 0, heading: headingOf(prev, p), status: 'idling' });
    }
  });
  const last = points[points.length - 1];
  points.push({ time: j.endTime, lat: j.endLat, lng: j.endLng, speed: 0, heading: last.heading, status: 'parking' });
  for (const e of events) if ((e.type === 'accelerate' || e.type === 'decelerate') && e.rate) addHarsh(stats, e.type, e.rate);
  return { points, stats, idleSeconds: Math.round(stats.idleSeconds) };
}

/** A truck's engine speed at a road speed (gear changes keep it between ~1000 and ~2200 rpm). */
export function rpmAt(speed: number): number {
  if (speed < 1) return 650;
  const gearBand = speed < 20 ? 1300 + speed * 25 : speed < 50 ? 1100 + (speed - 20) * 20 : 1200 + (speed - 50) * 16;
  return Math.round(Math.min(2600, gearBand));
}

function headingOf(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.round(bearing(a.lat, a.lng, b.lat, b.lng));
}
