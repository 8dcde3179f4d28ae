import type { NotificationMessage } from '../api/contract/message';
import type { SettleDay } from '../api/contract/score';
import { NOTIFICATION_CATEGORY } from '../api/contract/vocabulary/notifications';
import type { ScorePeriod } from './period';

/** What can-be-settled says about a period, for the settle panel. */
export interface SettleSummary {
  /** Days that are over (Asia/Taipei) and so may be settled. */
  ready: string[];
  /** Of those, the ones not settled yet. */
  unsettled: string[];
  settled: number;
  /** Days not over yet (today and later). */
  notReady: number;
  journeys: number;
  canSettle: boolean;
  /** One sentence for people. */
  text: string;
}

/** Reads can-be-settled (pure): which days may be settled and whether any are left to. */
export function settleSummary(days: readonly SettleDay[]): SettleSummary {
  const ready = days.filter((d) => d.ready).map((d) => d.date);
  const unsettled = days.filter((d) => d.ready && !d.settled).map((d) => d.date);
  const settled = days.filter((d) => d.settled).length;
  const notReady = days.length - ready.length;
  const journeys = days.filter((d) => d.ready).reduce((a, d) => a + d.journeyCount, 0);
  const parts = ready.length === 0
    ? ['所選日期尚未結束，無法結算。']
    : [
      unsettled.length ? `${unsettled.length} 天可結算` : '所選日期皆已結算',
      `已結算 ${settled} 天`,
      ...(notReady ? [`${notReady} 天尚未結束`] : []),
      `共 ${journeys.toLocaleString('zh-TW')} 趟行程`,
    ];
  return { ready, unsettled, settled, notReady, journeys, canSettle: ready.length > 0, text: parts.join('，') };
}

/** The settle job a live notification says is done (category 8, spec 9), or null when it is not one. */
export function settledJobOf(event: Pick<NotificationMessage, 'category' | 'data'> | null | undefined): string | null {
  if (!event || Number(event.category) !== NOTIFICATION_CATEGORY.performance) return null;
  const data = event.data as { jobUid?: unknown; data?: { jobUid?: unknown } } | undefined;
  const jobUid = data?.jobUid ?? data?.data?.jobUid;
  return typeof jobUid === 'string' && jobUid ? jobUid : null;
}

/** Whether a live notification is the end of the settle job `jobUid`. */
export const isSettleDone = (event: Pick<NotificationMessage, 'category' | 'data'> | null | undefined, jobUid: string): boolean =>
  settledJobOf(event) === jobUid;

/** Whether the polling fallback sees the job's days settled at or after it started. */
export function daysSettledSince(days: readonly SettleDay[], wanted: readonly string[], since: number): boolean {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return wanted.length > 0 && wanted.every((date) => {
    const d = byDate.get(date);
    return !!d && d.settled && (d.settledAt ?? 0) >= since;
  });
}

/** The settle job as the panel shows it. */
export type SettleJob =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /** The server took the job; `since` is the settledAt its days must reach (the polling fallback). */
  | { phase: 'waiting'; jobUid: string; days: string[]; drivers: number; period: ScorePeriod; since: number }
  | { phase: 'done'; jobUid: string; days: string[]; drivers: number }
  | { phase: 'failed'; message: string };

/** The job's progress in percent for the progress bar: sending 10, waiting 60, done 100. */
export function settleProgress(job: SettleJob): number {
  return { idle: 0, sending: 10, waiting: 60, done: 100, failed: 0 }[job.phase];
}
