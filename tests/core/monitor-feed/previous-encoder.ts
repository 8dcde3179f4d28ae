import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import {
  FEED_NUMBER_COLUMNS, FEED_READING_SCALE, MONITOR_FEED_VERSION, type CarFacts, type FeedNumberField, type MonitorFeed,
} from '../../../src/core/api/contract/monitor-feed';
import { factsOf, factsStillHold } from '../../../src/core/monitor-feed/facts';

/**
 * The feed encoder as it was before issue 26 (src/core/monitor-feed/encode.ts at f1abf93), frozen
 * here as the oracle the reusing encoder must match byte for byte. Not used by the product.
 */
const NUMBER_FIELDS = Object.keys(FEED_NUMBER_COLUMNS) as FeedNumberField[];
const reading = (value: number) => Math.round(value * FEED_READING_SCALE);

export function previousEncode(records: readonly MonitorRecord[], sent: ReadonlyMap<string, CarFacts> = new Map()) {
  const n = records.length;
  let time = 0;
  for (const r of records) if (r.time > time) time = r.time;
  const columns = {
    car: new Array<string>(n), status: new Array<string>(n), ago: new Array<number>(n),
    temperatures: new Array<number[] | null>(n), tyres: new Array<number[] | null>(n),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, new Array<number>(n)])) as Record<FeedNumberField, number[]>,
  };
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
    next.set(r.carUid, facts);
  }
  const base = { v: MONITOR_FEED_VERSION, time, ...columns };
  const changes: MonitorFeed = changed.length ? { ...base, facts: changed } : base;
  return { changes, sent: next };
}
