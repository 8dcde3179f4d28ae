import type { TyreReading } from '../api/contract/device';
import type { MonitorRecord } from '../api/contract/monitor';
import {
  FEED_NUMBER_COLUMNS, FEED_READING_SCALE, FEED_TYRE_WIDTH, MONITOR_FEED_VERSION, type CarFacts, type FeedNumberField, type MonitorFeed,
} from '../api/contract/monitor-feed';
import { TPMS_STATUS_LABELS } from '../api/contract/vocabulary/tpms';
import { unknownFacts } from './facts';

const NUMBER_FIELDS = Object.keys(FEED_NUMBER_COLUMNS) as FeedNumberField[];
const COLUMNS = ['car', 'status', 'ago', 'temperatures', 'tyres', ...NUMBER_FIELDS] as const;

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): value is number[] => Array.isArray(value) && value.every(finite);

/** The whole monitor data of one message, and the facts to keep for the next. */
export interface DecodedFeed {
  cars: MonitorRecord[];
  facts: Map<string, CarFacts>;
}

/**
 * A feed message's shape: version 1, a time, and every column a list as long as `car`. Anything
 * else is not a feed (null), so a message of a newer version is ignored rather than misread.
 */
export function isMonitorFeed(value: unknown): value is MonitorFeed {
  if (!isRecord(value) || value.v !== MONITOR_FEED_VERSION || !finite(value.time) || !Array.isArray(value.car)) return false;
  const n = value.car.length;
  return COLUMNS.every((column) => Array.isArray(value[column]) && (value[column] as unknown[]).length === n)
    && (value.facts === undefined || Array.isArray(value.facts));
}

export function tyresOf(places: CarFacts['tyres'], readings: unknown): TyreReading[] | undefined {
  if (!places || !Array.isArray(readings)) return undefined;
  const tyres = new Array<TyreReading>(places.length);
  for (let k = 0; k < places.length; k++) {
    const at = k * FEED_TYRE_WIDTH;
    const status = readings[at + 2] as number;
    tyres[k] = {
      position: places[k].position, label: places[k].label, axle: places[k].axle,
      pressure: (readings[at] as number) / FEED_READING_SCALE, temperature: (readings[at + 1] as number) / FEED_READING_SCALE,
      status, statusLabel: TPMS_STATUS_LABELS[status] ?? '',
    };
  }
  return tyres;
}

/** The facts a message brings merged over those kept, for the cars of this message only (a car gone is forgotten). */
export function factsFor(feed: MonitorFeed, known: ReadonlyMap<string, CarFacts>): Map<string, CarFacts> {
  const brought = new Map<string, CarFacts>();
  for (const facts of feed.facts ?? []) if (isRecord(facts) && typeof facts.carUid === 'string') brought.set(facts.carUid, facts);
  const out = new Map<string, CarFacts>();
  for (const carUid of feed.car) {
    const facts = brought.get(carUid) ?? known.get(carUid);
    if (facts) out.set(carUid, facts);
  }
  return out;
}

/**
 * Decodes one feed message (contract/monitor-feed.ts) into the whole monitor data, which replaces
 * the previous (spec 4): a car absent from the message is absent from the answer. `known` holds the
 * facts kept from earlier messages. A row without a uid or a position is dropped, not the message,
 * so one bad device cannot freeze the map; a message that is not a feed gives null.
 */
export function decodeMonitorFeed(value: unknown, known: ReadonlyMap<string, CarFacts>): DecodedFeed | null {
  if (!isMonitorFeed(value)) return null;
  const feed = value;
  const facts = factsFor(feed, known);
  const cars: MonitorRecord[] = [];
  for (let i = 0; i < feed.car.length; i++) {
    const carUid = feed.car[i];
    if (typeof carUid !== 'string' || !carUid || !finite(feed.lat[i]) || !finite(feed.lng[i])) continue;
    const f = facts.get(carUid) ?? unknownFacts(carUid);
    // One literal in one key order, so that every car shares a shape (10,000 of them a second).
    const car: MonitorRecord = {
      carUid, carNo: f.carNo, driverUid: f.driverUid, driverName: f.driverName, departmentUid: f.departmentUid,
      lat: 0, lng: 0, speed: 0, direction: 0, status: feed.status[i] as MonitorRecord['status'], time: feed.time - (feed.ago[i] ?? 0),
      mileage: 0, fuel: 0, rpm: 0, engineTemp: 0, lastEvent: f.lastEvent, fences: f.fences, devices: f.devices,
    };
    for (const field of NUMBER_FIELDS) car[field] = feed[field][i] / FEED_NUMBER_COLUMNS[field];
    if (f.address !== undefined) car.address = f.address;
    const temperatures = feed.temperatures[i];
    if (numbers(temperatures)) car.temperatures = temperatures.map((t) => t / FEED_READING_SCALE);
    const tyres = tyresOf(f.tyres, feed.tyres[i]);
    if (tyres) car.tyres = tyres;
    cars.push(car);
  }
  return { cars, facts };
}
