import { MARKER_KEYS, type MonitorFleet, type MonitorRow } from '../../../../core/monitor-feed';
import type { MarkerStatus } from '../../../../core/catalogue';
import { headingSector } from '../map/sprites';

/** Marker states in legend order (spec 4 plus 'no device' and 'error'); a truck's index into it is its status index. */
export const STATUS_KEYS: readonly MarkerStatus[] = MARKER_KEYS;

/**
 * One truck as the monitor shows it: the live record with its marker state resolved (a status
 * outside the catalogue, or a truck without a position, is the marker's error state, spec 4).
 * Built on demand from the fleet's columns (`MonitorFleet.row`).
 */
export type FleetCar = MonitorRow;

/** The trucks drawn on the map, as typed arrays the layer reads in plain loops; `rows[i]` is the fleet row of entry i. */
export interface FleetSnapshot {
  generation: number;
  count: number;
  fleet: MonitorFleet | null;
  /** The fleet row of each entry; null when the entries are the fleet's rows themselves. */
  rows: Uint32Array | null;
  lat: Float64Array;
  lng: Float64Array;
  status: Uint8Array;
  sector: Uint8Array;
}

let generations = 0;

export const EMPTY_SNAPSHOT: FleetSnapshot = {
  generation: 0, count: 0, fleet: null, rows: null, lat: new Float64Array(0), lng: new Float64Array(0), status: new Uint8Array(0), sector: new Uint8Array(0),
};

/** Heading sectors of a fleet, computed once per fleet. */
const sectors = new WeakMap<MonitorFleet, Uint8Array>();
function sectorsOf(fleet: MonitorFleet): Uint8Array {
  let out = sectors.get(fleet);
  if (!out) {
    const { direction, count } = fleet.columns;
    out = new Uint8Array(count);
    for (let i = 0; i < count; i++) out[i] = headingSector(direction[i]);
    sectors.set(fleet, out);
  }
  return out;
}

/**
 * The shown trucks of a fleet (`rows`: the fleet rows the filter keeps, null for all) as the layer's
 * snapshot. With no filter the fleet's own columns are used as they are: nothing is copied.
 */
export function snapshotOf(fleet: MonitorFleet, rows: Uint32Array | null): FleetSnapshot {
  const { lat, lng, marker } = fleet.columns;
  const sector = sectorsOf(fleet);
  if (!rows) return { generation: ++generations, count: fleet.count, fleet, rows: null, lat, lng, status: marker, sector };
  const n = rows.length;
  const snap: FleetSnapshot = {
    generation: ++generations, count: n, fleet, rows,
    lat: new Float64Array(n), lng: new Float64Array(n), status: new Uint8Array(n), sector: new Uint8Array(n),
  };
  for (let k = 0; k < n; k++) {
    const i = rows[k];
    snap.lat[k] = lat[i];
    snap.lng[k] = lng[i];
    snap.status[k] = marker[i];
    snap.sector[k] = sector[i];
  }
  return snap;
}

/** The fleet row of snapshot entry k. */
export const rowOfEntry = (snap: FleetSnapshot, k: number): number => (snap.rows ? snap.rows[k] : k);
