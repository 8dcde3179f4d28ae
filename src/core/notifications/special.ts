import type { NotificationMessage } from '../api/contract/message';
import { SPECIAL_NOTICE_TITLES } from '../api/contract/vocabulary/notifications';
import { relativeTime } from '../format/time';
import { toMillis } from '../format/taipei';

/** Titles that make an event special (spec 4 'Notification flow', 9), declared in the contract's vocabulary. */
export { SPECIAL_NOTICE_TITLES };

/** When an entry happened: createdAt, or time when createdAt is absent (spec 2.6). */
export function entryTime(entry: Pick<NotificationMessage, 'createdAt' | 'time'>): number | undefined {
  return entry.createdAt ?? entry.time;
}

/** The relative time an entry shows; '' for an entry with no time at all. */
export function entryRelativeTime(entry: Pick<NotificationMessage, 'createdAt' | 'time'>, now: number): string {
  const at = entryTime(entry);
  return at === undefined ? '' : relativeTime(at, now);
}

/**
 * An event is special when it carries a level-A DTC or has one of the special titles, and it was
 * created after the last special notice the user has seen (spec 4). An unreadable
 * lastSpecialNoticeDate counts as the far past, so a special event is never missed.
 */
export function isSpecialEvent(
  event: Pick<NotificationMessage, 'title' | 'includeDtcA' | 'createdAt' | 'time'>,
  lastSpecialNoticeDate: string | number,
): boolean {
  const marked = event.includeDtcA === true || SPECIAL_NOTICE_TITLES.some((t) => event.title.includes(t));
  if (!marked) return false;
  const at = entryTime(event);
  if (at === undefined) return false;
  const seen = toMillis(lastSpecialNoticeDate) ?? Number.NEGATIVE_INFINITY;
  return at > seen;
}
