import type { MonitorFeed } from '../../../src/core/api/contract/monitor-feed';

/** A column's text and a copy of the values it was printed from. */
interface PrintedColumn {
  values: unknown[];
  text: string;
}

/** True when a column holds only strings, numbers and nulls (not the readings' nested lists). */
const flat = (column: readonly unknown[]) => column.length === 0 || typeof column[0] !== 'object' || column[0] === null && column.every((v) => v === null);

/** Same length and the same values (flat columns only). */
function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Prints one enterprise's monitor messages (`{type: 'monitor', data: frame}`) exactly as
 * `JSON.stringify` would, once per tick for every socket (issue 26, 2). A flat column whose values
 * did not change since the last message is not printed again: the cars' uids (2 MB a tick at 50,000
 * trucks) and, mostly, their statuses. Keeps one copy of each flat column, overwritten in place.
 */
export class MonitorMessagePrinter {
  private readonly columns = new Map<string, PrintedColumn>();

  print(frame: MonitorFeed): string {
    let out = '{"type":"monitor","data":{';
    let first = true;
    // the frame's own key order, as JSON.stringify prints it
    for (const [key, value] of Object.entries(frame) as Array<[string, unknown]>) {
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
      out += `${first ? '' : ','}${JSON.stringify(key)}:${Array.isArray(value) ? this.column(key, value) : JSON.stringify(value)}`;
      first = false;
    }
    return `${out}}}`;
  }

  private column(key: string, values: readonly unknown[]): string {
    if (!flat(values)) return JSON.stringify(values);
    const kept = this.columns.get(key);
    if (kept && sameValues(kept.values, values)) return kept.text;
    const text = JSON.stringify(values);
    if (!kept) this.columns.set(key, { values: values.slice(), text });
    else {
      kept.values.length = values.length;
      for (let i = 0; i < values.length; i++) kept.values[i] = values[i];
      kept.text = text;
    }
    return text;
  }
}
