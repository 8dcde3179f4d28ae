import { $historyDays } from '../../core/history/chosen-days';
import { daysQuery } from '../../core/history/range';
import type { QuerySource } from '../../core/pages/page-wiring';

/**
 * The kept values a declared link carries into its query (`queryFrom`, core/pages/page-wiring.ts),
 * each read when the link is followed: one reader per name, or tsc fails.
 */
export const QUERY_SOURCES: Readonly<Record<QuerySource, () => Readonly<Record<string, string>>>> = {
  // The days last chosen on /history, both or none.
  historyDays: () => daysQuery($historyDays.get()),
};
