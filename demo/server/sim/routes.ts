/**
 * Truck routes over the road graph: the places trucks travel between, and precomputed route
 * geometry (cumulative segment lengths, per-segment road class, road name and heading) so the
 * simulator can move trucks without allocating.
 */
import { DISTRICTS, isInTaiwan, LANDMARKS, normalizeName } from '../geo/gazetteer';
import { getRoadGraph, nearestNode, pathTo, shortestPaths, type RoadGraph, type ShortestPathTree } from '../geo/graph';
import { MAIN_ISLAND } from '../geo/data/land';
import { bearing, haversine, pointInPolygonArrays } from '../geo/math';
import type { LatLng } from '../geo/types';

export interface Route {
  key: string;
  fromNode: number;
  toNode: number;
  /** number of points */
  n: number;
  lat: Float64Array;
  lng: Float64Array;
  /** cumulative meters at each point */
  cum: Float64Array;
  length: number;
  /** per segment (n-1): road class code 0 freeway, 1 provincial, 2 urban */
  segClass: Uint8Array;
  /** per segment: index into the graph's roadNames, -1 for connectors */
  segRoad: Int32Array;
  /** per segment: heading in degrees */
  segHeading: Float32Array;
  /** meters of route per road class [freeway, provincial, urban] */
  classMeters: [number, number, number];
}

export interface Place {
  name: string;
  kind: 'landmark' | 'district';
  node: number;
  lat: number;
  lng: number;
}

const MAIN_LAT = Float64Array.from(MAIN_ISLAND, (p) => p[0]);
const MAIN_LNG = Float64Array.from(MAIN_ISLAND, (p) => p[1]);
const TREE_CACHE_MAX = 600;
const ROUTE_CACHE_MAX = 6000;

export class RoutePlanner {
  readonly graph: RoadGraph;
  /** travel places on the main island, landmarks first */
  readonly places: Place[];
  readonly landmarkPlaces: Place[];
  private readonly byName = new Map<string, Place>();
  private readonly trees = new Map<number, ShortestPathTree>();
  private readonly routes = new Map<string, Route | null>();

  constructor(graph: RoadGraph = getRoadGraph()) {
    this.graph = graph;
    const places: Place[] = [];
    const add = (name: string, kind: Place['kind'], lat: number, lng: number, aliases: readonly string[] = []) => {
      if (!isInTaiwan(lat, lng) || !pointInPolygonArrays(lat, lng, MAIN_LAT, MAIN_LNG)) return;
      const node = nearestNode(graph, lat, lng);
      if (node < 0) return;
      const place: Place = { name, kind, node, lat: graph.lat[node], lng: graph.lng[node] };
      places.push(place);
      for (const n of [name, ...aliases]) if (!this.byName.has(normalizeName(n))) this.byName.set(normalizeName(n), place);
    };
    for (const lm of LANDMARKS) add(lm.name, 'landmark', lm.lat, lm.lng, lm.aliases);
    for (const d of DISTRICTS) add(`${d.county}${d.district}`, 'district', d.lat, d.lng);
    this.places = places;
    this.landmarkPlaces = places.filter((p) => p.kind === 'landmark');
  }

  /** A place by landmark name/alias or '縣市區' (台/臺 tolerant). */
  place(name: string): Place | undefined {
    return this.byName.get(normalizeName(name));
  }

  private tree(source: number): ShortestPathTree {
    let t = this.trees.get(source);
    if (!t) {
      if (this.trees.size >= TREE_CACHE_MAX) {
        const first = this.trees.keys().next();
        if (!first.done) this.trees.delete(first.value);
      }
      t = shortestPaths(this.graph, source);
      this.trees.set(source, t);
    }
    return t;
  }

  /** Fastest route between two graph nodes (cached); null when identical or unreachable. */
  route(fromNode: number, toNode: number): Route | null {
    if (fromNode === toNode) return null;
    const key = `${fromNode}>${toNode}`;
    const hit = this.routes.get(key);
    if (hit !== undefined) return hit;
    const p = pathTo(this.graph, this.tree(fromNode), toNode);
    const route = p && p.nodes.length >= 2 ? buildRoute(this.graph, key, p.nodes, p.edges) : null;
    if (this.routes.size >= ROUTE_CACHE_MAX) {
      const first = this.routes.keys().next();
      if (!first.done) this.routes.delete(first.value);
    }
    this.routes.set(key, route);
    return route;
  }
}

function buildRoute(graph: RoadGraph, key: string, nodes: number[], edges: number[]): Route {
  const n = nodes.length;
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const cum = new Float64Array(n);
  const segClass = new Uint8Array(n - 1);
  const segRoad = new Int32Array(n - 1);
  const segHeading = new Float32Array(n - 1);
  const classMeters: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    lat[i] = graph.lat[nodes[i]];
    lng[i] = graph.lng[nodes[i]];
  }
  for (let i = 0; i + 1 < n; i++) {
    const e = edges[i];
    const len = graph.edgeLen[e];
    cum[i + 1] = cum[i] + len;
    // short connectors take the class and name of the neighbouring road so speeds don't jump on links
    let cls = graph.edgeClass[e];
    let road = graph.edgeRoad[e];
    if (road < 0 && len < 2000) {
      const neighbour = i > 0 && graph.edgeRoad[edges[i - 1]] >= 0 ? edges[i - 1] : i + 1 < edges.length ? edges[i + 1] : e;
      if (graph.edgeRoad[neighbour] >= 0) {
        cls = graph.edgeClass[neighbour];
        road = graph.edgeRoad[neighbour];
      }
    }
    segClass[i] = cls;
    segRoad[i] = road;
    segHeading[i] = bearing(lat[i], lng[i], lat[i + 1], lng[i + 1]);
    classMeters[cls] += len;
  }
  return { key, fromNode: nodes[0], toNode: nodes[n - 1], n, lat, lng, cum, length: cum[n - 1], segClass, segRoad, segHeading, classMeters };
}

/** Segment index holding position `pos`, searching forward from `hint`. */
export function segmentAt(route: Route, pos: number, hint = 0): number {
  let s = hint < 0 ? 0 : hint > route.n - 2 ? route.n - 2 : hint;
  if (route.cum[s] > pos) s = 0;
  while (s < route.n - 2 && route.cum[s + 1] < pos) s++;
  return s;
}

/** The point `pos` meters along a route. */
export function pointAlongRoute(route: Route, pos: number): LatLng {
  const s = segmentAt(route, pos);
  const len = route.cum[s + 1] - route.cum[s];
  const t = len > 0 ? Math.min(1, Math.max(0, (pos - route.cum[s]) / len)) : 0;
  return { lat: route.lat[s] + (route.lat[s + 1] - route.lat[s]) * t, lng: route.lng[s] + (route.lng[s + 1] - route.lng[s]) * t };
}

/** The route's points between two positions (inclusive ends), as LatLng. */
export function routeSlice(route: Route, from: number, to: number): LatLng[] {
  const out: LatLng[] = [pointAlongRoute(route, from)];
  for (let i = 0; i < route.n; i++) {
    if (route.cum[i] > from && route.cum[i] < to) out.push({ lat: route.lat[i], lng: route.lng[i] });
  }
  out.push(pointAlongRoute(route, to));
  return out;
}

let shared: RoutePlanner | null = null;
/** The planner over the shared road graph (route results are deterministic; the cache only saves time). */
export function getPlanner(): RoutePlanner {
  if (!shared) shared = new RoutePlanner();
  return shared;
}

/** Straight-line meters between two places. */
export function placeDistance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return haversine(a.lat, a.lng, b.lat, b.lng);
}
