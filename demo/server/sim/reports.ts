/**
 * Trucks moved by a real device's reports instead of the simulator (OsmAnd, Traccar: the server's
 * device intake). A reported position goes through the same rules as a simulated move: the
 * odometer, speeding against the road under the truck, fence enter and leave, and a journey from
 * the first move to the parking that ends it.
 */
import { haversine, bearing } from '../geo/math';
import { nearestNode, type RoadGraph } from '../geo/graph';
import { speedingAgainst } from './driving';
import { emitEvent } from './emit-event';
import { checkFences, fenceFlags } from './fence-crossings';
import type { FleetState } from './fleet-state';
import { closeJourney, openJourney } from './journeys';
import { SPEED_LIMIT_KMH } from './profile';
import type { Journey, SimEvent, TruckState } from './types';

/** A position a device reported, already checked (epoch ms, km/h, degrees; heading null when not sent). */
export interface PositionReport {
  time: number;
  lat: number;
  lng: number;
  speed: number;
  heading: number | null;
}

/** At or above this speed a truck is driving; below, it stands (GPS speeds jitter around zero). */
export const MOVING_KMH = 5;
/** A truck that stands this long ends its journey: parked. */
export const PARK_AFTER_MS = 5 * 60_000;
/** A truck whose device has sent nothing for this long is lost (signal or power gone). */
export const LOST_AFTER_MS = 15 * 60_000;
/** A road further than this from a report is not the road it drives on: the highest limit applies. */
const ROAD_SNAP_M = 250;

/**
 * The first report (or the last one, after the fleet was recreated): the truck stands where the
 * device is, from now on moved only by reports. Nothing is emitted: the jump from the simulated
 * place is no move, so fence flags are set silently and a simulated journey is dropped unstored.
 */
export function adoptReport(state: FleetState, t: TruckState, r: PositionReport, now: number): void {
  t.reported = { stillSince: null };
  t.route = null;
  t.phase = 'none';
  t.journey = null;
  t.overSpeed = false;
  t.lastSpeedingMs = -Infinity;
  t.lastEventType = undefined;
  t.lat = r.lat;
  t.lng = r.lng;
  t.heading = r.heading ?? t.heading;
  t.gpsTime = r.time;
  t.fenceIn = fenceFlags(state.fences, r.lat, r.lng);
  const moving = r.speed >= MOVING_KMH && now - r.time < PARK_AFTER_MS;
  t.speed = moving ? r.speed : 0;
  t.status = now - r.time >= LOST_AFTER_MS ? 'lost' : moving ? 'driving' : 'parking';
  t.lostFrom = moving ? 'driving' : 'parking';
  if (moving) openJourney(t, r.time);
}

/** A newer report of an adopted truck: move it there, with what follows from the move. */
export function applyReport(state: FleetState, t: TruckState, r: PositionReport, events: SimEvent[], journeys: Journey[]): void {
  const rep = t.reported ?? (t.reported = { stillSince: null });
  const moved = haversine(t.lat, t.lng, r.lat, r.lng);
  const heading = r.heading ?? (moved > 5 ? bearing(t.lat, t.lng, r.lat, r.lng) : t.heading);
  const from = { lat: t.lat, lng: t.lng };
  const moving = r.speed >= MOVING_KMH;
  if (moving && !t.journey) {
    openJourney(t, r.time);
    t.journey!.track = [from];
    emitEvent(events, t, 'engineOn', r.time);
  }
  t.lat = r.lat;
  t.lng = r.lng;
  t.heading = heading;
  t.speed = r.speed;
  t.mileage += moved / 1000;
  t.gpsTime = r.time;
  const j = t.journey;
  if (j) {
    j.distance += moved;
    if (r.speed > j.maxSpeed) j.maxSpeed = r.speed;
    (j.track ??= [from]).push({ lat: r.lat, lng: r.lng });
  }
  if (moving) {
    rep.stillSince = null;
    t.status = 'driving';
    const road = roadAt(state.planner.graph, r.lat, r.lng);
    speedingAgainst(t, road.limit, () => road.name, r.speed, r.time, events);
  } else {
    t.overSpeed = false;
    rep.stillSince ??= r.time;
    t.status = j ? 'idling' : 'parking';
  }
  if (state.fences.length > 0 && moved > 0) checkFences(t, state.fences, r.time, events);
  if (j && !moving && r.time - rep.stillSince! >= PARK_AFTER_MS) park(t, r.time, events, journeys);
}

/**
 * Between reports (every tick): a truck that has stood long enough parks, and one whose device
 * has gone silent is lost until it reports again.
 */
export function ageReported(t: TruckState, now: number, events: SimEvent[], journeys: Journey[]): void {
  const rep = t.reported;
  if (!rep || t.status === 'lost') return;
  if (t.journey && rep.stillSince !== null && now - rep.stillSince >= PARK_AFTER_MS) park(t, now, events, journeys);
  if (now - t.gpsTime >= LOST_AFTER_MS && t.status !== 'parking') {
    t.lostFrom = t.status;
    t.status = 'lost';
  }
}

/** Parked: the journey closes where the truck stands. */
function park(t: TruckState, now: number, events: SimEvent[], journeys: Journey[]): void {
  t.status = 'parking';
  t.speed = 0;
  t.rpm = 0;
  emitEvent(events, t, 'parked', now);
  const closed = closeJourney(t, now);
  if (closed) journeys.push(closed);
}

/** The speed limit and name of the road nearest a point; off the road network, the highest limit and no name. */
export function roadAt(graph: RoadGraph, lat: number, lng: number): { limit: number; name: string } {
  const node = nearestNode(graph, lat, lng);
  if (node < 0 || haversine(lat, lng, graph.lat[node], graph.lng[node]) > ROAD_SNAP_M) return { limit: Math.max(...SPEED_LIMIT_KMH), name: '' };
  // of the roads meeting there, the fastest: a report between two roads is not held to the slower one
  let best = -1;
  for (let k = graph.adjStart[node]; k < graph.adjStart[node + 1]; k++) {
    const e = graph.adjEdge[k];
    if (best < 0 || graph.edgeClass[e] < graph.edgeClass[best]) best = e;
  }
  if (best < 0) return { limit: Math.max(...SPEED_LIMIT_KMH), name: '' };
  const road = graph.edgeRoad[best];
  return { limit: SPEED_LIMIT_KMH[graph.edgeClass[best]], name: road >= 0 ? graph.roadNames[road] : '' };
}
