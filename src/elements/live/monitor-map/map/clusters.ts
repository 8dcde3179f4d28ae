import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { INDIVIDUAL_ZOOM } from '../../../../core/monitor-map';

/**
 * Clustering where markers crowd (README.md, "Rendering 10,000 moving trucks"): below INDIVIDUAL_ZOOM a large fleet
 * is drawn as cluster bubbles with counts (a lone truck stays a truck); from INDIVIDUAL_ZOOM on,
 * every truck is drawn. Small fleets are never clustered: the pixel blit draws 10,000 trucks at
 * 60 fps, so clustering is for reading the map, not for speed.
 */
export const CLUSTER_MIN_ZOOM = 5;
export const CLUSTER_MIN_TRUCKS = 300;
export const CLUSTER_RADIUS = 44;

/** Whether the map draws clusters at this zoom for this many (filtered) trucks. */
export function drawsClusters(zoom: number, truckCount: number): boolean {
  return truckCount > CLUSTER_MIN_TRUCKS && Math.round(zoom) < INDIVIDUAL_ZOOM;
}

/** The input of an index build: positions, status indexes and heading sectors of `count` trucks. */
export interface ClusterInput {
  generation: number;
  count: number;
  lat: Float64Array;
  lng: Float64Array;
  status: Uint8Array;
  sector: Uint8Array;
  statusCount: number;
}

/** The items drawn at one zoom: a cluster (size > 1, id -1) or a lone truck (size 1, id its index). */
export interface ClusterLevel {
  zoom: number;
  count: number;
  lat: Float64Array;
  lng: Float64Array;
  size: Int32Array;
  /** The status most trucks of the item have (a lone truck: its own). */
  status: Uint8Array;
  sector: Uint8Array;
  id: Int32Array;
}

export interface ClusterLevels {
  generation: number;
  levels: ClusterLevel[];
}

interface Props { i: number }
interface Agg { s: number[] }

/** Builds the items of every zoom from CLUSTER_MIN_ZOOM to INDIVIDUAL_ZOOM - 1 (pure; runs in a Worker). */
export function buildClusterLevels(input: ClusterInput): ClusterLevels {
  const features: Array<PointFeature<Props>> = new Array(input.count);
  for (let i = 0; i < input.count; i++) {
    features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [input.lng[i], input.lat[i]] } };
  }
  const index = new Supercluster<Props, Agg>({
    radius: CLUSTER_RADIUS,
    minZoom: CLUSTER_MIN_ZOOM,
    maxZoom: INDIVIDUAL_ZOOM - 1,
    map: (p) => {
      const s = new Array<number>(input.statusCount).fill(0);
      s[input.status[p.i]] = 1;
      return { s };
    },
    reduce: (acc, p) => {
      for (let k = 0; k < acc.s.length; k++) acc.s[k] += p.s[k];
    },
  });
  index.load(features);
  const levels: ClusterLevel[] = [];
  for (let zoom = CLUSTER_MIN_ZOOM; zoom < INDIVIDUAL_ZOOM; zoom++) {
    const items = index.getClusters([-180, -85, 180, 85], zoom);
    const level: ClusterLevel = {
      zoom, count: items.length, lat: new Float64Array(items.length), lng: new Float64Array(items.length),
      size: new Int32Array(items.length), status: new Uint8Array(items.length), sector: new Uint8Array(items.length), id: new Int32Array(items.length),
    };
    items.forEach((item, k) => {
      level.lng[k] = item.geometry.coordinates[0];
      level.lat[k] = item.geometry.coordinates[1];
      const props = item.properties as Partial<ClusterProperties & Agg & Props>;
      if (props.cluster) {
        level.size[k] = props.point_count ?? 0;
        level.status[k] = dominant(props.s ?? []);
        level.id[k] = -1;
      } else {
        const i = (props as Props).i;
        level.size[k] = 1;
        level.status[k] = input.status[i];
        level.sector[k] = input.sector[i];
        level.id[k] = i;
      }
    });
    levels.push(level);
  }
  return { generation: input.generation, levels };
}

/** The index of the largest count; the first wins a tie, so the catalogue's order breaks ties. */
export function dominant(counts: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k] > counts[best]) best = k;
  return best;
}

/** The buffers of a result, for a transfer out of the Worker without copying. */
export function transferablesOf(result: ClusterLevels): ArrayBuffer[] {
  return result.levels.flatMap((l) => [l.lat, l.lng, l.size, l.status, l.sector, l.id].map((a) => a.buffer as ArrayBuffer));
}
