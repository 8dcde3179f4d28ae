import type { NotificationMessage } from '../api/contract/message';
import { eventRangeOf, eventTypesOf, type EventFilters } from './query';

/**
 * Events that arrive while /event/list is open (issue 22): the realtime /fms-event message the bell
 * already receives says which stored event it is and a few of its facts. These rules decide, from
 * those facts alone, whether the event belongs in the list as filtered now; the list is then asked
 * again, so what the message does not say (department, driver, 任務種類) is still decided by the
 * server's filter.
 */
export interface LiveEventFacts {
  /** The stored event's uid (a row of events/v0/event/list). */
  uid: string;
  carUid: string;
  /** Its event type (spec 4), e.g. 'speeding'. */
  type: string;
  /** Its DTC level, when it is a DTC event. */
  level: string | null;
  time: number;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The facts of a realtime message about a stored vehicle event; null for any other notification. */
export function liveEventFacts(message: NotificationMessage): LiveEventFacts | null {
  const data = message.data ?? {};
  const uid = text(data.eventUid);
  const carUid = text(data.carUid);
  const type = text(data.eventType);
  const time = typeof data.time === 'number' ? data.time : message.createdAt ?? message.time;
  if (!uid || !carUid || !type || time === undefined) return null;
  return { uid, carUid, type, level: text(data.level), time };
}

/** Whether the event passes the filters in force: its day, car, type (and icon kind) and DTC level. */
export function liveEventFits(filters: EventFilters, event: LiveEventFacts, now: number): boolean {
  const { startTime, endTime } = eventRangeOf(filters, now);
  if (event.time < startTime || event.time > endTime) return false;
  if (filters.carUid && filters.carUid !== event.carUid) return false;
  const types: readonly string[] | undefined = eventTypesOf(filters);
  if (types && !types.includes(event.type)) return false;
  return !filters.level || filters.level === event.level;
}

/**
 * What the list does with an event that arrived: `show` it at once (it fits and the first page,
 * where the newest rows are, is shown) or let it `wait` behind the 「N 筆新事件」 control (another
 * page is shown, or the filters leave it out).
 */
export function liveEventArrival(filters: EventFilters, page: number, event: LiveEventFacts, now: number): 'show' | 'wait' {
  return page === 1 && liveEventFits(filters, event, now) ? 'show' : 'wait';
}

/**
 * Pressing 「N 筆新事件」: the first page of the filters in force when every waiting event fits them,
 * else the filters that show them all (`opening`, the page's first filters: the last days, every
 * kind on), so no event the control counted stays hidden.
 */
export function filtersToShow(filters: EventFilters, waiting: readonly LiveEventFacts[], opening: EventFilters, now: number): EventFilters {
  return waiting.every((e) => liveEventFits(filters, e, now)) ? filters : opening;
}
