import type { JourneyPoint } from '../../../../../src/core/api/contract/history';

/**
 * Track points as stored in journeys.points: {time, lat, lng, speed, heading, status}, the shape
 * other domains read too (the tasks domain draws a task's actual path from it). Positions are kept
 * to 1e-5° (about a metre) and speeds and headings whole, since a month of journeys holds many.
 */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export function encodePoints(points: readonly JourneyPoint[]): JourneyPoint[] {
  return points.map((p) => ({
    time: Math.round(p.time), lat: round5(p.lat), lng: round5(p.lng), speed: Math.round(p.speed), heading: Math.round(p.heading), status: p.status,
  }));
}
