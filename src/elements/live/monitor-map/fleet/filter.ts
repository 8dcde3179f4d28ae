import type { MarkerStatus } from '../../../../core/catalogue';
import type { MonitorFleet } from '../../../../core/monitor-feed';
import { STATUS_KEYS } from './records';

/** What the fleet manager narrowed the monitor to: a search text, shown statuses and a department. */
export interface FleetFilter {
  /** Matches carNo or driverName, case-insensitive; blank matches all. */
  search: string;
  /** Statuses hidden through the legend. */
  hidden: readonly MarkerStatus[];
  /** '' for every department. */
  departmentUid: string;
}

export const EMPTY_FILTER: FleetFilter = { search: '', hidden: [], departmentUid: '' };

/** The rows of a fleet the search and the department keep (null: all), read from the facts alone. */
function baseMatcher(fleet: MonitorFleet, filter: FleetFilter): ((row: number) => boolean) | null {
  const needle = filter.search.trim().toLowerCase();
  const { departmentUid } = filter;
  if (!needle && !departmentUid) return null;
  const facts = fleet.facts;
  return (i) => {
    const f = facts[i];
    return (!departmentUid || f.departmentUid === departmentUid)
      && (!needle || f.carNo.toLowerCase().includes(needle) || f.driverName.toLowerCase().includes(needle));
  };
}

/**
 * The rows of the fleet the map and the table show, in the fleet's order; null when the filter
 * keeps every truck (the common case, which then costs nothing per message at 100,000 trucks).
 */
export function applyFilter(fleet: MonitorFleet, filter: FleetFilter): Uint32Array | null {
  const base = baseMatcher(fleet, filter);
  const hidden = new Set(filter.hidden.map((s) => STATUS_KEYS.indexOf(s)));
  if (!base && hidden.size === 0) return null;
  const marker = fleet.columns.marker;
  const out = new Uint32Array(fleet.count);
  let n = 0;
  for (let i = 0; i < fleet.count; i++) if (!hidden.has(marker[i]) && (!base || base(i))) out[n++] = i;
  return out.slice(0, n);
}

/**
 * Count per status for the legend, over the search and department but not the legend itself, so a
 * hidden status still shows how many trucks it would bring back.
 */
export function countByStatus(fleet: MonitorFleet, filter: FleetFilter): Record<MarkerStatus, number> {
  const base = baseMatcher(fleet, filter);
  const tally = new Uint32Array(STATUS_KEYS.length);
  const marker = fleet.columns.marker;
  for (let i = 0; i < fleet.count; i++) if (!base || base(i)) tally[marker[i]]++;
  return Object.fromEntries(STATUS_KEYS.map((k, i) => [k, tally[i]])) as Record<MarkerStatus, number>;
}

export function toggleStatus(hidden: readonly MarkerStatus[], status: MarkerStatus): MarkerStatus[] {
  return hidden.includes(status) ? hidden.filter((s) => s !== status) : [...hidden, status];
}

let identity: number[] = [];
/** The shown rows as a list for the table: `shown`, or every row (one list kept per fleet size). */
export function rowList(shown: Uint32Array | null, count: number): readonly number[] {
  if (shown) return Array.from(shown);
  if (identity.length !== count) identity = Array.from({ length: count }, (_, i) => i);
  return identity;
}
