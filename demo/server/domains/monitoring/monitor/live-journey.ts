import type { JourneyPoint } from '../../../../../src/core/api/contract/history';
import type { Journey as SimJourney, MonitorRecord as SimRecord } from '../../../sim';
import { downsample } from '../../../geo';
import { addSample, emptyStats, type JourneyStats } from '../score/stats';

/** The open journey of a car as the runtime follows it tick by tick (pure helpers). */
export interface LiveJourney {
  startTime: number;
  points: JourneyPoint[];
  stats: JourneyStats;
  lastSpeed: number;
  lastPointAt: number;
  lastStatus: string;
}

/** A track point at most every 10 s, and at every change of status. */
const POINT_EVERY_MS = 10_000;
const MAX_POINTS = 1500;

export function startLive(startTime: number): LiveJourney {
  return { startTime, points: [], stats: emptyStats(), lastSpeed: 0, lastPointAt: 0, lastStatus: '' };
}

export function trackSample(live: LiveJourney, rec: SimRecord, dt: number, now: number): void {
  if (rec.status === 'lost') return;
  addSample(live.stats, { time: now, speed: rec.speed, rpm: rec.rpm, engineTemp: rec.engineTemp, status: rec.status }, dt, live.lastSpeed);
  live.lastSpeed = rec.speed;
  if (now - live.lastPointAt >= POINT_EVERY_MS || rec.status !== live.lastStatus) {
    live.points.push({ time: now, lat: rec.lat, lng: rec.lng, speed: rec.speed, heading: rec.heading, status: rec.status });
    live.lastPointAt = now;
    live.lastStatus = rec.status;
  }
}

/** The stored points of a closed journey: the followed track, ending where the truck parked. */
export function closedPoints(live: LiveJourney, j: SimJourney): JourneyPoint[] {
  const points = [...live.points];
  const last = points[points.length - 1];
  points.push({ time: j.endTime, lat: j.endLat, lng: j.endLng, speed: 0, heading: last?.heading ?? 0, status: 'parking' });
  return points.length > MAX_POINTS ? downsample(points, MAX_POINTS) : points;
}
