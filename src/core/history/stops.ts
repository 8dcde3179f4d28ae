import { distanceMeters } from './geo';
import type { Track } from './track';

/** A stop on a journey: where the truck stood, from its arrival to its departure. */
export interface TrackStop {
  lat: number;
  lng: number;
  arrival: number;
  departure: number;
  /** Seconds. */
  seconds: number;
}

export interface StopRules {
  /** At or below this the truck stands (km/h). */
  maxSpeed: number;
  /** Shorter standstills (lights, queues) are not stops (seconds). */
  minSeconds: number;
  /** The point before a standstill counts as the arrival when it is this close (metres). */
  nearMeters: number;
}

export const DEFAULT_STOP_RULES: StopRules = { maxSpeed: 1, minSeconds: 120, nearMeters: 30 };

/**
 * The stops of a track: runs of points at or below `maxSpeed` lasting at least `minSeconds`. The
 * arrival is the run's first point, or the point before it when that one is at the same place (a
 * sparse track records the arrival moving and the standstill later); the departure is the run's last
 * point. The journey's first and last standstills (warming up, parking) are stops too if long enough.
 */
export function detectStops(track: Track, rules: StopRules = DEFAULT_STOP_RULES): TrackStop[] {
  const stops: TrackStop[] = [];
  let i = 0;
  while (i < track.length) {
    if (track.speed[i] > rules.maxSpeed) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < track.length && track.speed[j + 1] <= rules.maxSpeed) j++;
    let first = i;
    if (i > 0 && distanceMeters(track.lat[i - 1], track.lng[i - 1], track.lat[i], track.lng[i]) <= rules.nearMeters) first = i - 1;
    const seconds = (track.time[j] - track.time[first]) / 1000;
    if (seconds >= rules.minSeconds) {
      stops.push({ lat: track.lat[i], lng: track.lng[i], arrival: track.time[first], departure: track.time[j], seconds: Math.round(seconds) });
    }
    i = j + 1;
  }
  return stops;
}

/** A standstill's length as read on the replay: '1 時 5 分', '12 分 30 秒', '45 秒'. */
export function formatStopDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} 時 ${m} 分`;
  if (m > 0) return rest ? `${m} 分 ${rest} 秒` : `${m} 分`;
  return `${rest} 秒`;
}
