import type { TyreReading } from '../api/contract/device';
import type { MonitorCar } from '../api/contract/message';
import type { MonitorRecord } from '../api/contract/monitor';
import { FEED_NUMBER_COLUMNS, FEED_READING_SCALE, type CarFacts, type FeedNumberField, type MonitorFeed } from '../api/contract/monitor-feed';
// The vocabulary, not the catalogue: the Worker that runs this needs the keys, not the colours.
import { CAR_STATUS_LABELS, type MarkerStatus } from '../api/contract/vocabulary/cars';
import { factsFor, isMonitorFeed, tyresOf } from './decode';
import { factsOf, unknownFacts } from './facts';

/** Marker states in legend order (spec 4 plus 'no device' and 'error'); a truck's marker code is its index here. */
export const MARKER_KEYS = Object.keys(CAR_STATUS_LABELS) as MarkerStatus[];
const MARKER_CODE: Readonly<Record<string, number>> = Object.fromEntries(MARKER_KEYS.map((k, i) => [k, i]));
const ERROR_CODE = MARKER_CODE.error;

export const NUMBER_FIELDS = Object.keys(FEED_NUMBER_COLUMNS) as FeedNumberField[];
type NumberColumns = Record<FeedNumberField, Float64Array>;

/**
 * The fleet of one message as columns, a row per truck in the message's order: what a Worker hands
 * to the page as transferables (issue 26, 1). Strings travel apart, and only when they change.
 */
export interface FleetColumns extends NumberColumns {
  count: number;
  /** The device's GPS time, ms. */
  time: Float64Array;
  /** Index into MARKER_KEYS: the status, or 'error' for one outside the catalogue or without a position. */
  marker: Uint8Array;
  /** Index into `statuses` of the update: the status as reported. */
  status: Uint8Array;
}

/** A truck's sensor readings, decoded; only for the rows that have any. */
export type RowReadings = [row: number, temperatures: number[] | null, tyres: TyreReading[] | null];

/** One message's fleet as the page takes it over from the decoder. */
export interface FleetUpdate {
  columns: FleetColumns;
  /** carUid of every row, when they differ from the previous update's (in number or order); else null. */
  uids: string[] | null;
  /** Facts new or changed since the previous update (a row whose facts are not here keeps its own). */
  facts: CarFacts[];
  /** The distinct statuses `columns.status` points into. */
  statuses: string[];
  readings: RowReadings[];
}

export function emptyColumns(count: number): FleetColumns {
  const columns = {
    count, time: new Float64Array(count), marker: new Uint8Array(count), status: new Uint8Array(count),
  } as FleetColumns;
  for (const field of NUMBER_FIELDS) columns[field] = new Float64Array(count);
  return columns;
}

/** The typed arrays of the columns, to transfer rather than copy. */
export function transferablesOfColumns(columns: FleetColumns): ArrayBuffer[] {
  return [columns.time, columns.marker, columns.status, ...NUMBER_FIELDS.map((f) => columns[f])].map((a) => a.buffer as ArrayBuffer);
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): value is number[] => Array.isArray(value) && value.every(finite);

/** Distinct strings as small codes (a fleet reports a handful of statuses). */
class Codes {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  code(value: string): number {
    let at = this.index.get(value);
    if (at === undefined) {
      at = this.list.length;
      this.index.set(value, at);
      this.list.push(value);
    }
    return at;
  }
}

/** Facts made up for a car whose own never arrived: drawn under its uid, never sent over facts the page has. */
const PLACEHOLDERS = new WeakSet<CarFacts>();
function placeholder(carUid: string): CarFacts {
  const facts = unknownFacts(carUid);
  PLACEHOLDERS.add(facts);
  return facts;
}

const markerOf = (status: string, hasPosition: boolean) => (hasPosition ? MARKER_CODE[status] ?? ERROR_CODE : ERROR_CODE);

/** A decoded message before it is compared with the previous one. */
interface Read {
  columns: FleetColumns;
  uids: string[];
  facts: CarFacts[];
  statuses: string[];
  readings: RowReadings[];
}

/**
 * A compact feed message (contract/monitor-feed.ts) as columns, with `decodeMonitorFeed`'s rules: a
 * row without a uid or a position is dropped; a car whose facts never arrived gets unknownFacts.
 */
function readFeed(feed: MonitorFeed, known: ReadonlyMap<string, CarFacts>): Read {
  const facts = factsFor(feed, known);
  const n = feed.car.length;
  const keep: number[] = [];
  for (let i = 0; i < n; i++) {
    const carUid = feed.car[i];
    if (typeof carUid === 'string' && carUid && finite(feed.lat[i]) && finite(feed.lng[i])) keep.push(i);
  }
  const columns = emptyColumns(keep.length);
  const uids = new Array<string>(keep.length);
  const rowFacts = new Array<CarFacts>(keep.length);
  const statuses = new Codes();
  const readings: RowReadings[] = [];
  for (const field of NUMBER_FIELDS) {
    const from = feed[field];
    const to = columns[field];
    const scale = FEED_NUMBER_COLUMNS[field];
    for (let r = 0; r < keep.length; r++) to[r] = (from[keep[r]] ?? 0) / scale;
  }
  for (let r = 0; r < keep.length; r++) {
    const i = keep[r];
    const carUid = feed.car[i];
    const f = facts.get(carUid) ?? placeholder(carUid);
    uids[r] = carUid;
    rowFacts[r] = f;
    const status = String(feed.status[i]);
    columns.status[r] = statuses.code(status);
    columns.marker[r] = markerOf(status, true);
    columns.time[r] = feed.time - (feed.ago[i] ?? 0);
    const temperatures = feed.temperatures[i];
    const tyres = tyresOf(f.tyres, feed.tyres[i]) ?? null;
    const temps = numbers(temperatures) ? temperatures.map((t) => t / FEED_READING_SCALE) : null;
    if (temps || tyres) readings.push([r, temps, tyres]);
  }
  return { columns, uids, facts: rowFacts, statuses: statuses.list, readings };
}

/**
 * Records (the spec's list form of /fms-monitor, or driving-monitor/v0/car/list) as columns, with
 * safe defaults for what a device left out: a status outside the catalogue, or a truck without a
 * position, is the marker's error state (spec 4).
 */
export function readRecords(records: ReadonlyArray<MonitorCar | MonitorRecord>): Read {
  const list = records.filter((r) => typeof (r as { carUid?: unknown }).carUid === 'string');
  const columns = emptyColumns(list.length);
  const uids = new Array<string>(list.length);
  const facts = new Array<CarFacts>(list.length);
  const statuses = new Codes();
  const readings: RowReadings[] = [];
  const num = (v: unknown) => (finite(v) ? v : 0);
  for (let r = 0; r < list.length; r++) {
    const raw = list[r] as Partial<MonitorRecord> & { carUid: string };
    const status = typeof raw.status === 'string' ? raw.status : '';
    columns.status[r] = statuses.code(status);
    columns.marker[r] = markerOf(status, finite(raw.lat) && finite(raw.lng));
    for (const field of NUMBER_FIELDS) columns[field][r] = num(raw[field]);
    columns.time[r] = num(raw.time);
    uids[r] = raw.carUid;
    facts[r] = factsOf({
      carUid: raw.carUid, carNo: typeof raw.carNo === 'string' ? raw.carNo : raw.carUid,
      driverUid: raw.driverUid ?? null, driverName: typeof raw.driverName === 'string' ? raw.driverName : '',
      departmentUid: raw.departmentUid ?? null, devices: raw.devices ?? unknownFacts(raw.carUid).devices,
      lastEvent: raw.lastEvent ?? null, fences: Array.isArray(raw.fences) ? raw.fences : [], address: raw.address, tyres: Array.isArray(raw.tyres) ? raw.tyres : undefined,
    } as MonitorRecord);
    const temps = numbers(raw.temperatures) ? raw.temperatures : null;
    const tyres = Array.isArray(raw.tyres) ? raw.tyres : null;
    if (temps || tyres) readings.push([r, temps, tyres]);
  }
  return { columns, uids, facts, statuses: statuses.list, readings };
}

/** Read as a message, starts the reader afresh (reset); JSON text is never this. */
export const READER_RESET = '\u0000reset';

const sameUids = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Reads /fms-monitor messages one after another into FleetUpdates (the Worker runs one; so does the
 * page where no Worker starts). It keeps the facts between messages, as the feed sends them only
 * when new or changed, and what the page already has, so that an update carries only what changed
 * besides the columns: the uids when the fleet's rows differ, facts that are new or changed.
 * Each message replaces the data whole (spec 4).
 */
export class FleetReader {
  private known: ReadonlyMap<string, CarFacts> = new Map();
  private uids: readonly string[] = [];
  private sent = new Map<string, CarFacts>();

  /** A 'monitor' message's payload ({type, data}) or its JSON text; null when it is not one. */
  read(payload: unknown): FleetUpdate | null {
    if (payload === READER_RESET) {
      this.reset();
      return null;
    }
    let message = payload;
    if (typeof message === 'string') {
      try {
        message = JSON.parse(message) as unknown;
      } catch {
        return null;
      }
    }
    if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'monitor') return null;
    const data = (message as { data?: unknown }).data;
    let read: Read;
    if (Array.isArray(data)) read = readRecords(data.filter((c): c is MonitorCar => typeof c === 'object' && c !== null));
    else if (isMonitorFeed(data)) read = readFeed(data, this.known);
    else return null;
    return this.take(read);
  }

  /** Forgets every message before: the next update carries every uid and fact again (a new page fleet). */
  reset(): void {
    this.known = new Map();
    this.uids = [];
    this.sent = new Map();
  }

  /** Records of driving-monitor/v0/car/list, as the first update. */
  readList(records: ReadonlyArray<MonitorCar | MonitorRecord>): FleetUpdate {
    return this.take(readRecords(records));
  }

  private take(read: Read): FleetUpdate {
    const same = sameUids(read.uids, this.uids);
    const known = new Map<string, CarFacts>();
    const sent = new Map<string, CarFacts>();
    const changed: CarFacts[] = [];
    for (let r = 0; r < read.uids.length; r++) {
      const f = read.facts[r];
      known.set(read.uids[r], f);
      if (this.sent.get(read.uids[r]) !== f && !PLACEHOLDERS.has(f)) changed.push(f);
      sent.set(read.uids[r], f);
    }
    this.known = known;
    this.sent = sent;
    this.uids = read.uids;
    return { columns: read.columns, uids: same ? null : read.uids, facts: changed, statuses: read.statuses, readings: read.readings };
  }
}
