import type { MonitorRecord } from '../api/contract/monitor';
import {
  FEED_NUMBER_COLUMNS, FEED_READING_SCALE, MONITOR_FEED_VERSION, type CarFacts, type FeedNumberField, type MonitorFeed,
} from '../api/contract/monitor-feed';
import { factsOf, factsStillHold } from './facts';

const NUMBER_FIELDS = Object.keys(FEED_NUMBER_COLUMNS) as FeedNumberField[];

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

const reading = (value: number) => Math.round(value * FEED_READING_SCALE);

/**
 * Encodes the whole live monitor data (spec 4) as one feed message (contract/monitor-feed.ts), given
 * the facts its receivers got with the previous one (`sent`, empty for the first). Pure: the caller
 * keeps `sent` from frame to frame. The message's time is the latest report of its cars, so each
 * car's `ago` is exact whatever the sender's clock says.
 */
export function encodeMonitorFeed(records: readonly MonitorRecord[], sent: SentFacts = new Map()): FeedFrame {
  const n = records.length;
  let time = 0;
  for (const r of records) if (r.time > time) time = r.time;
  const columns = {
    car: new Array<string>(n), status: new Array<string>(n), ago: new Array<number>(n),
    temperatures: new Array<number[] | null>(n), tyres: new Array<number[] | null>(n),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, new Array<number>(n)])) as Record<FeedNumberField, number[]>,
  };
  const all: CarFacts[] = new Array(n);
  const changed: CarFacts[] = [];
  const next = new Map<string, CarFacts>();
  for (let i = 0; i < n; i++) {
    const r = records[i];
    columns.car[i] = r.carUid;
    columns.status[i] = r.status;
    columns.ago[i] = Math.max(0, Math.round(time - r.time));
    for (const field of NUMBER_FIELDS) columns[field][i] = Math.round(r[field] * FEED_NUMBER_COLUMNS[field]);
    columns.temperatures[i] = r.temperatures ? r.temperatures.map(reading) : null;
    columns.tyres[i] = r.tyres ? r.tyres.flatMap((t) => [reading(t.pressure), reading(t.temperature), t.status]) : null;
    const before = sent.get(r.carUid);
    const facts = before && factsStillHold(before, r) ? before : factsOf(r);
    if (facts !== before) changed.push(facts);
    all[i] = facts;
    next.set(r.carUid, facts);
  }
  const base = { v: MONITOR_FEED_VERSION, time, ...columns };
  return { changes: changed.length ? { ...base, facts: changed } : base, whole: { ...base, facts: all }, sent: next };
}
