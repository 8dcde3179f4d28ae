import type { MonthlyReport } from '../../../../../src/core/api/contract/report';
import { monthRange } from '../../../../../src/core/report/month';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../time';

/**
 * The monthly reports a server process has computed, kept per enterprise and month (issue 26, 4).
 * On PGlite the figures' queries run on the event loop, so 20 readers of one shared link computing
 * the same report 20 times held every other request for seconds; here they share one computation
 * (single flight) and the answers after it come from memory.
 *
 * The rule (a cache per process, so nothing needs telling when another process writes):
 * - the current month, and a month that ended less than a day ago (a journey is stored when it
 *   ends, hours after it started in the month), is kept CURRENT_MONTH_TTL_MS: the simulator and the
 *   devices add journeys and events all the time, so a reader sees them at most a minute late;
 * - a month settled for a day has fixed figures; it is kept SETTLED_MONTH_TTL_MS, which bounds only
 *   how long a renamed enterprise or car number, or a car brought under management, shows its old value.
 */
export const CURRENT_MONTH_TTL_MS = MINUTE_MS;
export const SETTLED_MONTH_TTL_MS = HOUR_MS;
/** Past this many reports the oldest is dropped: a process never holds more than a few MB of them. */
export const MAX_CACHED_REPORTS = 256;

/** How long a report of `month` computed at `now` stays valid, per the rule above. */
export function reportLifetime(month: string, now: number): number {
  return now > monthRange(month).endTime + DAY_MS ? SETTLED_MONTH_TTL_MS : CURRENT_MONTH_TTL_MS;
}

export interface MonthlyReports {
  /** The report of an enterprise's month: kept, in computation (shared), or computed now. */
  get(enterpriseUid: string, month: string): Promise<MonthlyReport>;
  /** Calls `hook` at every computation this cache starts; returns its removal. */
  watch(hook: (enterpriseUid: string, month: string) => void): () => void;
}

interface Entry {
  report: Promise<MonthlyReport>;
  expires: number;
}

export function createMonthlyReports(options: {
  now: () => number;
  compute: (enterpriseUid: string, month: string) => Promise<MonthlyReport>;
  maxEntries?: number;
}): MonthlyReports {
  const { now, compute, maxEntries = MAX_CACHED_REPORTS } = options;
  const entries = new Map<string, Entry>();
  const hooks = new Set<(enterpriseUid: string, month: string) => void>();

  const start = (key: string, enterpriseUid: string, month: string): Entry => {
    const at = now();
    for (const hook of hooks) hook(enterpriseUid, month);
    const entry: Entry = { report: compute(enterpriseUid, month), expires: at + reportLifetime(month, at) };
    // A failed computation is not kept: the next reader tries again.
    entry.report.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return {
    get(enterpriseUid, month) {
      const key = `${enterpriseUid}|${month}`;
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.report;
      if (kept) entries.delete(key);
      return start(key, enterpriseUid, month).report;
    },
    watch(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
  };
}
