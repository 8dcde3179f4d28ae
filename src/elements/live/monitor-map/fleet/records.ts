import type { MonitorCar } from '../../../../core/api/contract/message';
import type { MonitorRecord } from '../../../../core/api/contract/monitor';
import { CAR_STATUSES, type MarkerStatus } from '../../../../core/catalogue';
import { headingSector } from '../map/sprites';

/** Marker states in legend order (spec 4 plus 'no device' and 'error'); a truck's index into it is its status index. */
export const STATUS_KEYS = Object.keys(CAR_STATUSES) as MarkerStatus[];
export const STATUS_INDEX: Readonly<Record<string, number>> = Object.fromEntries(STATUS_KEYS.map((k, i) => [k, i]));
const ERROR_INDEX = STATUS_INDEX.error;

/** One truck as the monitor shows it: the live record with its marker state resolved. */
export interface FleetCar extends MonitorRecord {
  marker: MarkerStatus;
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * A record of driving-monitor/v0/car/list or of an /fms-monitor message, with safe defaults for
 * what a device left out. A status outside the catalogue, or a truck without a position, is the
 * marker's error state (spec 4 'Map markers also show … an error state').
 */
export function toFleetCar(raw: MonitorCar | MonitorRecord): FleetCar {
  const r = raw as Partial<MonitorRecord> & { carUid: string };
  const hasPosition = typeof r.lat === 'number' && typeof r.lng === 'number';
  const status = str(r.status);
  const marker: MarkerStatus = hasPosition && status in STATUS_INDEX ? (status as MarkerStatus) : 'error';
  return {
    ...(r as MonitorRecord),
    carUid: r.carUid,
    carNo: str(r.carNo, r.carUid),
    driverUid: r.driverUid ?? null,
    driverName: str(r.driverName),
    departmentUid: r.departmentUid ?? null,
    lat: num(r.lat),
    lng: num(r.lng),
    speed: num(r.speed),
    direction: num(r.direction),
    time: num(r.time),
    lastEvent: r.lastEvent ?? null,
    fences: Array.isArray(r.fences) ? r.fences : [],
    devices: r.devices ?? { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false },
    marker,
  };
}

/** The trucks drawn on the map, as typed arrays the layer reads in plain loops. */
export interface FleetSnapshot {
  generation: number;
  count: number;
  cars: readonly FleetCar[];
  lat: Float64Array;
  lng: Float64Array;
  status: Uint8Array;
  sector: Uint8Array;
}

let generations = 0;

export function snapshotOf(cars: readonly FleetCar[]): FleetSnapshot {
  const count = cars.length;
  const snap: FleetSnapshot = {
    generation: ++generations, count, cars,
    lat: new Float64Array(count), lng: new Float64Array(count), status: new Uint8Array(count), sector: new Uint8Array(count),
  };
  for (let i = 0; i < count; i++) {
    const car = cars[i];
    snap.lat[i] = car.lat;
    snap.lng[i] = car.lng;
    snap.status[i] = STATUS_INDEX[car.marker] ?? ERROR_INDEX;
    snap.sector[i] = headingSector(car.direction);
  }
  return snap;
}
