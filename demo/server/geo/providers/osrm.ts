import { mergeSteps } from '../graph';
import type { Router } from '../provider';
import type { Directions, LatLng } from '../types';
import { baseUrl, fetchJson } from './fetch-json';
import { DEFAULT_TIMEOUT_MS, failureLog, withFallback, type AdapterOptions } from './fallback';
import { offlineGeo } from './offline';

/**
 * An OSRM-style router (route/v1/driving, GeoJSON geometry, steps). Its steps are merged by road
 * like the offline router's: consecutive pieces of one road make one step, unnamed pieces join the
 * neighbouring step. Durations are the service's profile (a car, unless the service runs a truck
 * profile), so they come out shorter than the offline truck speeds.
 */

interface OsrmStep {
  distance?: number;
  name?: string;
  ref?: string;
}

export interface OsrmAnswer {
  code?: string;
  message?: string;
  routes?: Array<{
    distance: number;
    duration: number;
    geometry?: { type?: string; coordinates?: Array<[number, number]> };
    legs?: Array<{ steps?: OsrmStep[] }>;
  }>;
}

/** OSRM's answers that mean "there is no such route", not "the service failed". */
const NO_ROUTE = new Set(['NoRoute', 'NoSegment']);

/** Our directions from an OSRM answer; null when it found no route. Throws on an answer it cannot read. */
export function directionsOfOsrm(answer: OsrmAnswer): Directions | null {
  if (answer.code && NO_ROUTE.has(answer.code)) return null;
  if (answer.code !== 'Ok') throw new Error(`OSRM answered ${answer.code ?? 'no code'}${answer.message ? `: ${answer.message}` : ''}`);
  const route = answer.routes?.[0];
  if (!route) return null;
  const coordinates = route.geometry?.coordinates;
  if (!Array.isArray(coordinates)) throw new Error('a route without GeoJSON geometry');
  const pieces = (route.legs ?? []).flatMap((leg) => leg.steps ?? [])
    .filter((s) => (s.distance ?? 0) > 0)
    .map((s) => [s.name || s.ref?.split(';')[0] || '', s.distance ?? 0] as const);
  return {
    distanceMeters: Math.round(route.distance),
    durationSeconds: Math.round(route.duration),
    path: coordinates.map(([lng, lat]) => ({ lat, lng })),
    steps: mergeSteps(pieces),
  };
}

const lngLat = (p: LatLng) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

export interface OsrmOptions extends AdapterOptions {
  /** Who answers when the service fails; the offline road network unless a test says otherwise. */
  fallback?: Router;
}

export function osrmRouter(options: OsrmOptions): Router & { name: string } {
  const base = baseUrl(options.url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fallback = options.fallback ?? offlineGeo;
  const failures = failureLog(`osrm ${base.origin}`, options.log ?? console.warn, options.now);
  return {
    name: 'osrm',
    directions: (from, to, via = []) => withFallback(async () => {
      const url = new URL(`route/v1/driving/${[from, ...via, to].map(lngLat).join(';')}`, base);
      url.search = 'overview=full&geometries=geojson&steps=true';
      const { status, body } = await fetchJson(url, timeoutMs);
      const answer = (body ?? {}) as OsrmAnswer;
      // OSRM answers "no route" with HTTP 400 and a code; any other non-200 is a failure.
      if (status !== 200 && !(answer.code && NO_ROUTE.has(answer.code))) throw new Error(`HTTP ${status}`);
      return directionsOfOsrm(answer);
    }, () => fallback.directions(from, to, via), failures),
  };
}
