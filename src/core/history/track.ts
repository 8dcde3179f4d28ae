import type { JourneyPoint } from '../api/contract/history';

/**
 * A journey's track in columns (typed arrays), so a day of 1 Hz points (86,400) is searched and
 * drawn without an object per point. Points are sorted by time; equal times keep their order.
 */
export interface Track {
  readonly length: number;
  readonly time: Float64Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly speed: Float32Array;
  readonly heading: Float32Array;
}

export function buildTrack(points: readonly Pick<JourneyPoint, 'time' | 'lat' | 'lng' | 'speed' | 'heading'>[]): Track {
  const sorted = points.every((p, i) => i === 0 || points[i - 1].time <= p.time) ? points : [...points].sort((a, b) => a.time - b.time);
  const n = sorted.length;
  const track = {
    length: n, time: new Float64Array(n), lat: new Float64Array(n), lng: new Float64Array(n),
    speed: new Float32Array(n), heading: new Float32Array(n),
  };
  sorted.forEach((p, i) => {
    track.time[i] = p.time;
    track.lat[i] = p.lat;
    track.lng[i] = p.lng;
    track.speed[i] = p.speed;
    track.heading[i] = p.heading;
  });
  return track;
}

/** The index of the last point at or before `t` (-1 before the first), by binary search. */
export function indexAtOrBefore(track: Track, t: number): number {
  let lo = 0;
  let hi = track.length - 1;
  if (hi < 0 || t < track.time[0]) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (track.time[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface TrackPosition {
  lat: number;
  lng: number;
  /** km/h, interpolated. */
  speed: number;
  heading: number;
  /** The point at or before the time (0 before the track starts). */
  index: number;
}

/**
 * Where the truck is at time `t`: interpolated linearly between the two points around it; the first
 * point before the track, the last after it; null for an empty track.
 */
export function positionAt(track: Track, t: number): TrackPosition | null {
  const n = track.length;
  if (n === 0) return null;
  const i = indexAtOrBefore(track, t);
  if (i < 0) return { lat: track.lat[0], lng: track.lng[0], speed: track.speed[0], heading: track.heading[0], index: 0 };
  if (i >= n - 1) return { lat: track.lat[n - 1], lng: track.lng[n - 1], speed: track.speed[n - 1], heading: track.heading[n - 1], index: n - 1 };
  const span = track.time[i + 1] - track.time[i];
  const f = span > 0 ? (t - track.time[i]) / span : 0;
  const lerp = (a: ArrayLike<number>) => a[i] + (a[i + 1] - a[i]) * f;
  return { lat: lerp(track.lat), lng: lerp(track.lng), speed: lerp(track.speed), heading: track.heading[i + 1], index: i };
}

/** The track's first and last times, or null when it has no point. */
export function trackSpan(track: Track): { start: number; end: number } | null {
  return track.length ? { start: track.time[0], end: track.time[track.length - 1] } : null;
}
