import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { JourneyPoint } from '../../../../../src/core/api/contract/history';
import { spliceableGzip } from '../../../http/spliced-gzip';

/**
 * Track points as stored in journeys.points_gz: {time, lat, lng, speed, heading, status}, the shape
 * other domains read too (the tasks domain draws a task's actual path from it). Positions are kept
 * to 1e-5° (about a metre) and speeds and headings whole, since a month of journeys holds many.
 */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export function encodePoints(points: readonly JourneyPoint[]): JourneyPoint[] {
  return points.map((p) => ({
    time: Math.round(p.time), lat: round5(p.lat), lng: round5(p.lng), speed: Math.round(p.speed), heading: Math.round(p.heading), status: p.status,
  }));
}

/**
 * The stored form of a journey's points (issue 26, 6): their JSON array as journey/detail answers it,
 * printed once and kept as spliceable gzip (http/spliced-gzip.ts), one value a journey. A week at
 * 1 Hz (604,800 points, ~59 MB of JSON) is ~7 MB: jsonb kept an object per point, and PGlite printed
 * them all on the server's thread for every answer (seconds). A closed journey never changes, so the
 * answer splices the stored bytes and compresses only the journey and its events around them.
 */
export function packPoints(points: readonly JourneyPoint[]): Promise<Buffer> {
  return spliceableGzip(Buffer.from(JSON.stringify(encodePoints(points))));
}

const gunzip = promisify(zlib.gunzip);

export async function unpackPoints(packed: Buffer): Promise<JourneyPoint[]> {
  return JSON.parse((await gunzip(packed)).toString()) as JourneyPoint[];
}

/**
 * Reads journeys.points_gz as base64 text (`points_gz` of the row; toPacked turns it back into bytes):
 * PGlite turns a bytea into bytes in JavaScript, ~600 ms for a week's 7 MB against ~45 ms for the
 * base64 text and Buffer's own decoder; node-postgres is as quick either way.
 */
export const PACKED_POINTS = `encode(j.points_gz, 'base64') AS points_gz`;
export const toPacked = (base64: string): Buffer => Buffer.from(base64, 'base64');
