import type { TyreReading } from '../api/contract/device';
import type { MonitorRecord } from '../api/contract/monitor';
import type { CarFacts } from '../api/contract/monitor-feed';
import type { MarkerStatus } from '../catalogue';
import { unknownFacts } from './facts';
import { emptyColumns, MARKER_KEYS, type FleetColumns, type FleetUpdate } from './columns';

/** One truck as the monitor shows it: the live record with its marker state resolved. */
export interface MonitorRow extends MonitorRecord {
  marker: MarkerStatus;
}

let generations = 0;

/**
 * The whole live fleet as the page holds it: columns (typed arrays, as the decoder handed them
 * over) beside each row's uid and facts. A truck's record is built only when asked for (a table
 * row in view, the selected truck, a label), never the whole fleet per message (issue 26, 1).
 * Immutable: each update gives a new fleet, sharing what did not change.
 */
export class MonitorFleet {
  /** Tells fleets apart: a new one per update. */
  readonly generation = ++generations;
  private rows: Array<MonitorRow | undefined>;

  private constructor(
    readonly columns: FleetColumns,
    readonly uids: readonly string[],
    /** The facts of each row. */
    readonly facts: readonly CarFacts[],
    private readonly statuses: readonly string[],
    private readonly readings: ReadonlyMap<number, readonly [number[] | null, TyreReading[] | null]>,
    private readonly rowOf: ReadonlyMap<string, number>,
  ) {
    this.rows = new Array<MonitorRow | undefined>(columns.count);
  }

  static readonly EMPTY = new MonitorFleet(emptyColumns(0), [], [], [], new Map(), new Map());

  get count(): number {
    return this.columns.count;
  }

  /** This fleet with an update applied: the update's columns, its uids or these, facts merged by carUid. */
  apply(update: FleetUpdate): MonitorFleet {
    const count = update.columns.count;
    let uids = this.uids;
    let facts = this.facts;
    let rowOf = this.rowOf;
    if (update.uids || uids.length !== count) {
      const next = update.uids ?? uids.slice(0, count);
      const byUid = new Map<string, CarFacts>();
      for (let i = 0; i < uids.length; i++) byUid.set(uids[i], facts[i]);
      for (const f of update.facts) byUid.set(f.carUid, f);
      const index = new Map<string, number>();
      const rowFacts = new Array<CarFacts>(next.length);
      for (let i = 0; i < next.length; i++) {
        index.set(next[i], i);
        rowFacts[i] = byUid.get(next[i]) ?? unknownFacts(next[i]);
      }
      [uids, facts, rowOf] = [next, rowFacts, index];
    } else if (update.facts.length) {
      const rowFacts = facts.slice();
      for (const f of update.facts) {
        const i = rowOf.get(f.carUid);
        if (i !== undefined) rowFacts[i] = f;
      }
      facts = rowFacts;
    }
    const readings = new Map(update.readings.map(([row, temperatures, tyres]) => [row, [temperatures, tyres] as const]));
    return new MonitorFleet(update.columns, uids, facts, update.statuses, readings, rowOf);
  }

  /** The row of a truck, or -1 when it is not in the fleet. */
  indexOf(carUid: string): number {
    return this.rowOf.get(carUid) ?? -1;
  }

  marker(row: number): MarkerStatus {
    return MARKER_KEYS[this.columns.marker[row]];
  }

  /** The whole record of one row (built once per fleet). */
  row(i: number): MonitorRow {
    const made = this.rows[i];
    if (made) return made;
    const c = this.columns;
    const f = this.facts[i];
    const row: MonitorRow = {
      carUid: this.uids[i], carNo: f.carNo, driverUid: f.driverUid, driverName: f.driverName, departmentUid: f.departmentUid,
      lat: c.lat[i], lng: c.lng[i], speed: c.speed[i], direction: c.direction[i], status: this.statuses[c.status[i]] as MonitorRecord['status'],
      time: c.time[i], mileage: c.mileage[i], fuel: c.fuel[i], rpm: c.rpm[i], engineTemp: c.engineTemp[i],
      lastEvent: f.lastEvent, fences: f.fences, devices: f.devices, marker: MARKER_KEYS[c.marker[i]],
    };
    if (f.address !== undefined) row.address = f.address;
    const readings = this.readings.get(i);
    if (readings?.[0]) row.temperatures = readings[0];
    if (readings?.[1]) row.tyres = readings[1];
    this.rows[i] = row;
    return row;
  }

  /** The record of a truck by uid, or undefined. */
  find(carUid: string): MonitorRow | undefined {
    const i = this.indexOf(carUid);
    return i < 0 ? undefined : this.row(i);
  }

  /** Every record (the spec's list form): costly for a large fleet, for whoever needs them all. */
  records(): MonitorRow[] {
    return Array.from({ length: this.count }, (_, i) => this.row(i));
  }
}
