/**
 * Road graph built from the road polylines, and shortest-time routing (A* / Dijkstra).
 *
 * Nodes are the polyline waypoints (waypoints with identical coordinates are merged, which is how
 * freeway junctions are shared). Roads are then joined where they meet: a waypoint lying within
 * JOIN_M of another road's segment is connected to a node inserted on that segment, and segments of
 * different roads that cross are split at the crossing. Finally, any small disconnected piece of the
 * main island is connected to the main network by its shortest gap (a "connector" edge).
 */
import { ROADS } from '../../../src/core/geo-data';
import { haversine, projectOnSegment, segmentIntersection } from './math';
import { GridIndex } from './spatial';
import type { Directions, LatLng, RoadClass, RouteStep } from './types';

/** Truck travel speeds used for routing, km/h. */
export const ROUTING_SPEED_KMH: Readonly<Record<RoadClass, number>> = { freeway: 90, provincial: 60, urban: 40 };
const CLASS_CODE: Readonly<Record<RoadClass, number>> = { freeway: 0, provincial: 1, urban: 2 };
export const CLASS_BY_CODE: readonly RoadClass[] = ['freeway', 'provincial', 'urban'];
const MAX_SPEED_MS = ROUTING_SPEED_KMH.freeway / 3.6;

const JOIN_M = 600; // waypoint-to-road join distance
const JOIN_END_M = 2500; // a road's first and last waypoints join other roads from further away
const END_SNAP_M = 80; // joins closer than this to a segment end reuse the end node
const CONNECT_COMPONENT_M = 15_000; // largest gap bridged between network pieces

export interface RoadGraph {
  nodeCount: number;
  lat: Float64Array;
  lng: Float64Array;
  /** CSR adjacency: edges of node n are adjEdge[adjStart[n] .. adjStart[n+1]) */
  adjStart: Int32Array;
  adjEdge: Int32Array;
  /** undirected edges */
  edgeA: Int32Array;
  edgeB: Int32Array;
  edgeLen: Float64Array;
  edgeTime: Float64Array;
  /** index into roadNames; -1 for connector edges */
  edgeRoad: Int32Array;
  /** 0 freeway, 1 provincial, 2 urban (see CLASS_BY_CODE) */
  edgeClass: Uint8Array;
  roadNames: readonly string[];
  /** connected component id per node; `mainComponent` is the largest one */
  component: Int32Array;
  mainComponent: number;
  nodeGrid: GridIndex;
}

interface Split {
  t: number;
  node: number;
}

function coordKey(lat: number, lng: number): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** Build the graph from the road data (deterministic; ~tens of ms). */
export function buildRoadGraph(): RoadGraph {
  const lat: number[] = [];
  const lng: number[] = [];
  const nodeRoads: Set<number>[] = [];
  const byCoord = new Map<string, number>();
  const addNode = (la: number, ln: number, road: number, dedupe: boolean): number => {
    const key = coordKey(la, ln);
    if (dedupe) {
      const found = byCoord.get(key);
      if (found !== undefined) {
        if (road >= 0) nodeRoads[found].add(road);
        return found;
      }
    }
    const id = lat.length;
    lat.push(la);
    lng.push(ln);
    nodeRoads.push(new Set(road >= 0 ? [road] : []));
    if (dedupe) byCoord.set(key, id);
    return id;
  };

  // 1. waypoint nodes
  const chains: number[][] = ROADS.map((r, ri) => r.points.map(([la, ln]) => addNode(la, ln, ri, true)));
  const splits: Split[][][] = chains.map((c) => c.slice(0, -1).map(() => []));
  const connectors: [number, number][] = [];

  // segment index for joins
  const segGrid = new GridIndex(0.02);
  const segs: { r: number; i: number }[] = [];
  chains.forEach((c, r) => {
    for (let i = 0; i + 1 < c.length; i++) {
      const a = c[i];
      const b = c[i + 1];
      segGrid.insert(segs.length, Math.min(lat[a], lat[b]), Math.min(lng[a], lng[b]), Math.max(lat[a], lat[b]), Math.max(lng[a], lng[b]));
      segs.push({ r, i });
    }
  });

  // 2a. waypoint → nearby segment of another road
  const initialNodes = lat.length;
  const roadEnds = new Set<number>();
  for (const c of chains) {
    roadEnds.add(c[0]);
    roadEnds.add(c[c.length - 1]);
  }
  for (let p = 0; p < initialNodes; p++) {
    const joinM = roadEnds.has(p) ? JOIN_END_M : JOIN_M;
    const bestPerRoad = new Map<number, { seg: number; t: number; d: number; pla: number; pln: number }>();
    segGrid.visit(lat[p], lng[p], 2, (s) => {
      const { r, i } = segs[s];
      if (nodeRoads[p].has(r)) return;
      const a = chains[r][i];
      const b = chains[r][i + 1];
      const pr = projectOnSegment(lat[p], lng[p], lat[a], lng[a], lat[b], lng[b]);
      if (pr.distance > joinM) return;
      const cur = bestPerRoad.get(r);
      if (!cur || pr.distance < cur.d) bestPerRoad.set(r, { seg: s, t: pr.t, d: pr.distance, pla: pr.lat, pln: pr.lng });
    });
    for (const [r, m] of bestPerRoad) {
      const { i } = segs[m.seg];
      const a = chains[r][i];
      const b = chains[r][i + 1];
      const dA = haversine(m.pla, m.pln, lat[a], lng[a]);
      const dB = haversine(m.pla, m.pln, lat[b], lng[b]);
      if (dA <= END_SNAP_M || dB <= END_SNAP_M) {
        const q = dA <= dB ? a : b;
        if (q !== p) connectors.push([p, q]);
      } else {
        const n = addNode(m.pla, m.pln, r, false);
        splits[r][i].push({ t: m.t, node: n });
        connectors.push([p, n]);
      }
    }
  }

  // 2b. crossings between segments of different roads
  for (let s1 = 0; s1 < segs.length; s1++) {
    const { r: r1, i: i1 } = segs[s1];
    const a1 = chains[r1][i1];
    const b1 = chains[r1][i1 + 1];
    const seen = new Set<number>();
    segGrid.visit(lat[a1], lng[a1], 2, (s2) => {
      if (s2 <= s1 || seen.has(s2)) return;
      seen.add(s2);
      const { r: r2, i: i2 } = segs[s2];
      if (r2 === r1) return;
      const a2 = chains[r2][i2];
      const b2 = chains[r2][i2 + 1];
      if (a1 === a2 || a1 === b2 || b1 === a2 || b1 === b2) return;
      const x = segmentIntersection(lat[a1], lng[a1], lat[b1], lng[b1], lat[a2], lng[a2], lat[b2], lng[b2]);
      if (!x) return;
      const xla = lat[a1] + (lat[b1] - lat[a1]) * x.t;
      const xln = lng[a1] + (lng[b1] - lng[a1]) * x.t;
      const near = (n: number) => haversine(xla, xln, lat[n], lng[n]) <= END_SNAP_M;
      if (near(a1) || near(b1) || near(a2) || near(b2)) return; // already joined by 2a
      const n = addNode(xla, xln, -1, false);
      nodeRoads[n].add(r1);
      nodeRoads[n].add(r2);
      splits[r1][i1].push({ t: x.t, node: n });
      splits[r2][i2].push({ t: x.u, node: n });
    });
  }

  // 3. edges along each road, through the inserted split nodes
  const eA: number[] = [];
  const eB: number[] = [];
  const eRoad: number[] = [];
  const eClass: number[] = [];
  const addEdge = (a: number, b: number, road: number, cls: number) => {
    if (a === b) return;
    eA.push(a);
    eB.push(b);
    eRoad.push(road);
    eClass.push(cls);
  };
  chains.forEach((c, r) => {
    const cls = CLASS_CODE[ROADS[r].cls];
    for (let i = 0; i + 1 < c.length; i++) {
      const seq = [c[i], ...splits[r][i].sort((x, y) => x.t - y.t).map((s) => s.node), c[i + 1]];
      for (let k = 0; k + 1 < seq.length; k++) addEdge(seq[k], seq[k + 1], r, cls);
    }
  });
  for (const [a, b] of connectors) addEdge(a, b, -1, CLASS_CODE.urban);

  // 4. connect stray pieces of the network to the largest one
  const n = lat.length;
  for (let pass = 0; pass < 10; pass++) {
    const comp = components(n, eA, eB);
    const sizes = new Map<number, number>();
    for (let i = 0; i < n; i++) sizes.set(comp[i], (sizes.get(comp[i]) ?? 0) + 1);
    let main = comp[0];
    for (const [c, s] of sizes) if (s > (sizes.get(main) ?? 0)) main = c;
    let changed = false;
    for (const c of sizes.keys()) {
      if (c === main) continue;
      let best: [number, number, number] | null = null;
      for (let i = 0; i < n; i++) {
        if (comp[i] !== c) continue;
        for (let j = 0; j < n; j++) {
          if (comp[j] !== main) continue;
          const d = haversine(lat[i], lng[i], lat[j], lng[j]);
          if (!best || d < best[2]) best = [i, j, d];
        }
      }
      if (best && best[2] <= CONNECT_COMPONENT_M) {
        addEdge(best[0], best[1], -1, CLASS_CODE.urban);
        changed = true;
      }
    }
    if (!changed) break;
  }

  // 5. freeze
  const m = eA.length;
  const edgeLen = new Float64Array(m);
  const edgeTime = new Float64Array(m);
  for (let e = 0; e < m; e++) {
    edgeLen[e] = haversine(lat[eA[e]], lng[eA[e]], lat[eB[e]], lng[eB[e]]);
    edgeTime[e] = edgeLen[e] / (ROUTING_SPEED_KMH[CLASS_BY_CODE[eClass[e]]] / 3.6);
  }
  const degree = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    degree[eA[e] + 1]++;
    degree[eB[e] + 1]++;
  }
  for (let i = 0; i < n; i++) degree[i + 1] += degree[i];
  const adjStart = Int32Array.from(degree);
  const fill = Int32Array.from(degree);
  const adjEdge = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    adjEdge[fill[eA[e]]++] = e;
    adjEdge[fill[eB[e]]++] = e;
  }
  const component = components(n, eA, eB);
  const sizes = new Map<number, number>();
  for (let i = 0; i < n; i++) sizes.set(component[i], (sizes.get(component[i]) ?? 0) + 1);
  let mainComponent = component[0];
  for (const [c, s] of sizes) if (s > (sizes.get(mainComponent) ?? 0)) mainComponent = c;
  const nodeGrid = new GridIndex(0.02);
  for (let i = 0; i < n; i++) nodeGrid.insert(i, lat[i], lng[i], lat[i], lng[i]);

  return {
    nodeCount: n,
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
    adjStart,
    adjEdge,
    edgeA: Int32Array.from(eA),
    edgeB: Int32Array.from(eB),
    edgeLen,
    edgeTime,
    edgeRoad: Int32Array.from(eRoad),
    edgeClass: Uint8Array.from(eClass),
    roadNames: ROADS.map((r) => r.name),
    component,
    mainComponent,
    nodeGrid,
  };
}

function components(n: number, eA: number[], eB: number[]): Int32Array {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let e = 0; e < eA.length; e++) {
    const a = find(eA[e]);
    const b = find(eB[e]);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = find(i);
  return out;
}

let cached: RoadGraph | null = null;
/** The road graph of Taiwan, built once on first use. */
export function getRoadGraph(): RoadGraph {
  if (!cached) cached = buildRoadGraph();
  return cached;
}

/**
 * The nearest node of the main network (the connected piece holding the main island's roads),
 * or -1 when the graph is empty. Off-island points snap to the nearest main-network node too.
 */
export function nearestNode(graph: RoadGraph, lat: number, lng: number): number {
  let best = -1;
  let bestD = Infinity;
  for (let ring = 1; ring <= 64 && best < 0; ring *= 2) {
    graph.nodeGrid.visit(lat, lng, ring, (i) => {
      if (graph.component[i] !== graph.mainComponent) return;
      const d = haversine(lat, lng, graph.lat[i], graph.lng[i]);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
  }
  if (best < 0) {
    for (let i = 0; i < graph.nodeCount; i++) {
      if (graph.component[i] !== graph.mainComponent) continue;
      const d = haversine(lat, lng, graph.lat[i], graph.lng[i]);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return best;
}

// ───────────────────────── search ─────────────────────────

/** Binary min-heap of (priority, node) with lazy deletion. */
class Heap {
  private pri = new Float64Array(1024);
  private val = new Int32Array(1024);
  size = 0;
  push(p: number, v: number): void {
    if (this.size === this.pri.length) {
      const np = new Float64Array(this.size * 2);
      np.set(this.pri);
      this.pri = np;
      const nv = new Int32Array(this.size * 2);
      nv.set(this.val);
      this.val = nv;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.pri[parent] <= p) break;
      this.pri[i] = this.pri[parent];
      this.val[i] = this.val[parent];
      i = parent;
    }
    this.pri[i] = p;
    this.val[i] = v;
  }
  /** Pops and returns the node; its priority is left in `lastPri`. */
  lastPri = 0;
  pop(): number {
    const top = this.val[0];
    this.lastPri = this.pri[0];
    const p = this.pri[--this.size];
    const v = this.val[this.size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.pri[c + 1] < this.pri[c]) c++;
      if (this.pri[c] >= p) break;
      this.pri[i] = this.pri[c];
      this.val[i] = this.val[c];
      i = c;
    }
    this.pri[i] = p;
    this.val[i] = v;
    return top;
  }
}

export interface ShortestPathTree {
  source: number;
  /** travel time in seconds from the source; Infinity when unreachable */
  time: Float64Array;
  /** edge used to reach each node; -1 for the source and unreachable nodes */
  prevEdge: Int32Array;
}

/**
 * Shortest-time search from `source`. With `target` it is an A* search that stops at the target
 * (heuristic: straight-line distance at freeway speed, admissible); without, a full Dijkstra tree.
 */
export function shortestPaths(graph: RoadGraph, source: number, target = -1): ShortestPathTree {
  const n = graph.nodeCount;
  const time = new Float64Array(n).fill(Infinity);
  const prevEdge = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const heap = new Heap();
  const tLat = target >= 0 ? graph.lat[target] : 0;
  const tLng = target >= 0 ? graph.lng[target] : 0;
  const h = (v: number) => (target >= 0 ? haversine(graph.lat[v], graph.lng[v], tLat, tLng) / MAX_SPEED_MS : 0);
  time[source] = 0;
  heap.push(h(source), source);
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u]) continue;
    done[u] = 1;
    if (u === target) break;
    const tu = time[u];
    for (let k = graph.adjStart[u]; k < graph.adjStart[u + 1]; k++) {
      const e = graph.adjEdge[k];
      const v = graph.edgeA[e] === u ? graph.edgeB[e] : graph.edgeA[e];
      if (done[v]) continue;
      const tv = tu + graph.edgeTime[e];
      if (tv < time[v]) {
        time[v] = tv;
        prevEdge[v] = e;
        heap.push(tv + h(v), v);
      }
    }
  }
  return { source, time, prevEdge };
}

/** Node path and edge path from a tree's source to `target`; null when unreachable. */
export function pathTo(graph: RoadGraph, tree: ShortestPathTree, target: number): { nodes: number[]; edges: number[] } | null {
  if (target === tree.source) return { nodes: [target], edges: [] };
  if (tree.prevEdge[target] < 0) return null;
  const nodes = [target];
  const edges: number[] = [];
  let v = target;
  while (v !== tree.source) {
    const e = tree.prevEdge[v];
    if (e < 0) return null;
    edges.push(e);
    v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
    nodes.push(v);
  }
  nodes.reverse();
  edges.reverse();
  return { nodes, edges };
}

// ───────────────────────── directions ─────────────────────────

interface Leg {
  distance: number;
  time: number;
  path: LatLng[];
  /** (road name or '' for connectors, meters) */
  pieces: [string, number][];
}

function legBetween(graph: RoadGraph, from: LatLng, to: LatLng): Leg | null {
  const a = nearestNode(graph, from.lat, from.lng);
  const b = nearestNode(graph, to.lat, to.lng);
  if (a < 0 || b < 0) return null;
  const tree = shortestPaths(graph, a, b);
  const p = pathTo(graph, tree, b);
  if (!p) return null;
  const urban = ROUTING_SPEED_KMH.urban / 3.6;
  const path: LatLng[] = [{ lat: from.lat, lng: from.lng }];
  const pieces: [string, number][] = [];
  const accessIn = haversine(from.lat, from.lng, graph.lat[a], graph.lng[a]);
  let distance = accessIn;
  let time = accessIn / urban;
  if (accessIn > 0) pieces.push(['', accessIn]);
  for (const node of p.nodes) path.push({ lat: graph.lat[node], lng: graph.lng[node] });
  for (const e of p.edges) {
    distance += graph.edgeLen[e];
    time += graph.edgeTime[e];
    pieces.push([graph.edgeRoad[e] >= 0 ? graph.roadNames[graph.edgeRoad[e]] : '', graph.edgeLen[e]]);
  }
  const accessOut = haversine(to.lat, to.lng, graph.lat[b], graph.lng[b]);
  distance += accessOut;
  time += accessOut / urban;
  if (accessOut > 0) pieces.push(['', accessOut]);
  path.push({ lat: to.lat, lng: to.lng });
  return { distance, time, path: dedupePath(path), pieces };
}

function dedupePath(path: LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const p of path) {
    const last = out[out.length - 1];
    if (!last || last.lat !== p.lat || last.lng !== p.lng) out.push(p);
  }
  return out;
}

/** Merge consecutive pieces of the same road; unnamed connector pieces join the neighbouring step. */
export function mergeSteps(pieces: readonly (readonly [string, number])[]): RouteStep[] {
  const steps: RouteStep[] = [];
  let pending = 0; // connector meters before the first named road
  for (const [road, meters] of pieces) {
    const last = steps[steps.length - 1];
    if (road === '') {
      if (last) last.distanceMeters += meters;
      else pending += meters;
    } else if (last && last.road === road) {
      last.distanceMeters += meters;
    } else {
      steps.push({ road, distanceMeters: meters + pending });
      pending = 0;
    }
  }
  if (steps.length === 0 && pending > 0) steps.push({ road: '', distanceMeters: pending });
  for (const s of steps) s.distanceMeters = Math.round(s.distanceMeters);
  return steps;
}

/**
 * Fastest truck route from `from` to `to` through the optional `via` points, over the road graph.
 * Endpoints snap to the nearest graph node (the access legs count at urban speed).
 * Returns null when a point cannot be routed (no road network).
 */
export function directions(from: LatLng, to: LatLng, via: readonly LatLng[] = []): Directions | null {
  const graph = getRoadGraph();
  const stops = [from, ...via, to];
  let distance = 0;
  let time = 0;
  const path: LatLng[] = [];
  const pieces: [string, number][] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const leg = legBetween(graph, stops[i], stops[i + 1]);
    if (!leg) return null;
    distance += leg.distance;
    time += leg.time;
    path.push(...(path.length > 0 ? leg.path.slice(1) : leg.path));
    pieces.push(...leg.pieces);
  }
  return {
    distanceMeters: Math.round(distance),
    durationSeconds: Math.round(time),
    path: dedupePath(path),
    steps: mergeSteps(pieces),
  };
}
