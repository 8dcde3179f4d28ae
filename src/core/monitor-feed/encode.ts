import type { MonitorRecord } from '../api/contract/monitor';
import { FEED_NUMBER_COLUMNS, FEED_READING_SCALE, MONITOR_FEED_VERSION, type CarFacts, type MonitorFeed } from '../api/contract/monitor-feed';
import { factsOf, factsStillHold } from './facts';

/** Facts as the receivers last got them, by carUid, to see what changed. */
export type SentFacts = ReadonlyMap<string, CarFacts>;

/** One message of the feed in its two forms, and the facts a receiver holds once it got either. */
export interface FeedFrame {
  /** For receivers that got the previous frame: facts of new and changed cars only. */
  changes: MonitorFeed;
  /** For a receiver new to the feed: every car's facts. */
  whole: MonitorFeed;
  /** What to pass as `sent` to the next frame. */
  sent: Map<string, CarFacts>;
}

type Columns = Omit<MonitorFeed, 'v' | 'time' | 'facts'>;

/**
 * The columns in the order they are printed (the key order of the frame object): v, time, then
 * these, then facts. Spelled out rather than looped over FEED_NUMBER_COLUMNS: at 20,000 cars a
 * second the dynamic field access was most of the encoder's time (issue 26, 2).
 */
function emptyColumns(): Columns {
  return { car: [], status: [], ago: [], temperatures: [], tyres: [], lat: [], lng: [], speed: [], direction: [], mileage: [], fuel: [], rpm: [], engineTemp: [] };
}

const S = FEED_NUMBER_COLUMNS;
const reading = (value: number) => Math.round(value * FEED_READING_SCALE);

/** The cargo temperatures of a record, in `into` when it has the right length (a reused row), else a new list. */
function temperaturesOf(r: MonitorRecord, into: number[] | null | undefined): number[] | null {
  const t = r.temperatures;
  if (!t) return null;
  const out = into && into.length === t.length ? into : new Array<number>(t.length);
  for (let k = 0; k < t.length; k++) out[k] = reading(t[k]);
  return out;
}

/** The tyre readings of a record, three integers a tyre, reusing `into` as temperaturesOf does. */
function tyresOf(r: MonitorRecord, into: number[] | null | undefined): number[] | null {
  const t = r.tyres;
  if (!t) return null;
  const out = into && into.length === t.length * 3 ? into : new Array<number>(t.length * 3);
  for (let k = 0; k < t.length; k++) {
    out[k * 3] = reading(t[k].pressure);
    out[k * 3 + 1] = reading(t[k].temperature);
    out[k * 3 + 2] = t[k].status;
  }
  return out;
}

/** The latest report of the records: the frame's time, so each car's `ago` is exact whatever the sender's clock says. */
function latestTime(records: readonly MonitorRecord[]): number {
  let time = 0;
  for (const r of records) if (r.time > time) time = r.time;
  return time;
}

/** Writes row i of the columns from a record; `reuse` lets the row's reading lists be overwritten in place. */
function writeRow(c: Columns, i: number, r: MonitorRecord, time: number, reuse: boolean): void {
  c.car[i] = r.carUid;
  c.status[i] = r.status;
  c.ago[i] = Math.max(0, Math.round(time - r.time));
  c.lat[i] = Math.round(r.lat * S.lat);
  c.lng[i] = Math.round(r.lng * S.lng);
  c.speed[i] = Math.round(r.speed * S.speed);
  c.direction[i] = Math.round(r.direction * S.direction);
  c.mileage[i] = Math.round(r.mileage * S.mileage);
  c.fuel[i] = Math.round(r.fuel * S.fuel);
  c.rpm[i] = Math.round(r.rpm * S.rpm);
  c.engineTemp[i] = Math.round(r.engineTemp * S.engineTemp);
  c.temperatures[i] = temperaturesOf(r, reuse ? c.temperatures[i] : null);
  c.tyres[i] = tyresOf(r, reuse ? c.tyres[i] : null);
}

/** The facts to send for a record: those sent before while they still hold (the same object), else new ones. */
const factsFor = (r: MonitorRecord, before: CarFacts | undefined): CarFacts =>
  before && factsStillHold(before, r) ? before : factsOf(r);

/**
 * Encodes the whole live monitor data (spec 4) as one feed message (contract/monitor-feed.ts), given
 * the facts its receivers got with the previous one (`sent`, empty for the first). Pure: the caller
 * keeps `sent` from frame to frame. The server, which sends a frame a second per enterprise, uses
 * MonitorFeedEncoder instead, which prints the same bytes without allocating the whole fleet anew.
 */
export function encodeMonitorFeed(records: readonly MonitorRecord[], sent: SentFacts = new Map()): FeedFrame {
  const n = records.length;
  const time = latestTime(records);
  const columns = emptyColumns();
  const all: CarFacts[] = new Array(n);
  const changed: CarFacts[] = [];
  const next = new Map<string, CarFacts>();
  for (let i = 0; i < n; i++) {
    const r = records[i];
    writeRow(columns, i, r, time, false);
    const before = sent.get(r.carUid);
    const facts = factsFor(r, before);
    if (facts !== before) changed.push(facts);
    all[i] = facts;
    next.set(r.carUid, facts);
  }
  const base = { v: MONITOR_FEED_VERSION, time, ...columns };
  return { changes: changed.length ? { ...base, facts: changed } : base, whole: { ...base, facts: all }, sent: next };
}

/** What a MonitorFeedEncoder keeps of a car: its facts as sent, and the frame that last had it. */
interface SentCar {
  facts: CarFacts;
  frame: number;
}

/**
 * The feed of one stream (one enterprise on the server, issue 26, 2): each `encode` gives the frame
 * for receivers that got the previous one, printing the same bytes as encodeMonitorFeed given the
 * facts sent before. Its column lists, their rows' reading lists, the list of changed facts and the
 * frame object itself are reused from frame to frame, so a frame allocates only what changed.
 * Hence a frame is valid until the next `encode`: it must be printed (socket.io and the cluster
 * adapters do so within emit) or copied before then, never kept.
 */
export class MonitorFeedEncoder {
  private readonly columns = emptyColumns();
  private readonly changed: CarFacts[] = [];
  private readonly sent = new Map<string, SentCar>();
  private frames = 0;
  private readonly frame: MonitorFeed = { v: MONITOR_FEED_VERSION, time: 0, ...this.columns };

  /** True until the first frame, and again after `reset`: the next frame carries every car's facts. */
  get fresh(): boolean {
    return this.frames === 0;
  }

  /** Forgets what was sent: the next frame carries every car's facts (a new receiver, a process that missed frames). */
  reset(): void {
    this.sent.clear();
    this.frames = 0;
  }

  encode(records: readonly MonitorRecord[]): MonitorFeed {
    const frameNo = ++this.frames;
    const n = records.length;
    const time = latestTime(records);
    const c = this.columns;
    for (const list of Object.values(c) as unknown[][]) list.length = n;
    const changed = this.changed;
    changed.length = 0;
    for (let i = 0; i < n; i++) {
      const r = records[i];
      writeRow(c, i, r, time, true);
      const kept = this.sent.get(r.carUid);
      const facts = factsFor(r, kept?.facts);
      if (facts !== kept?.facts) changed.push(facts);
      if (kept) {
        kept.facts = facts;
        kept.frame = frameNo;
      } else this.sent.set(r.carUid, { facts, frame: frameNo });
    }
    // cars gone from this frame are forgotten, so one that comes back is sent its facts again
    if (this.sent.size !== n) for (const [carUid, kept] of this.sent) if (kept.frame !== frameNo) this.sent.delete(carUid);
    const frame = this.frame;
    frame.time = time;
    // absent, not undefined, when no car's changed (a cluster adapter's msgpack would send undefined as null);
    // set again it comes last, where encodeMonitorFeed prints it
    if (changed.length) frame.facts = changed;
    else delete frame.facts;
    return frame;
  }
}
