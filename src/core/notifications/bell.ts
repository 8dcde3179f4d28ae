import type { MessageSetting, NotificationMessage } from '../api/contract/message';
import { toMillis } from '../format/taipei';
import { DEFAULT_LAST_SPECIAL_NOTICE_DATE } from '../storage/keys';
import { isCategoryEnabled } from './categories';
import { entryTime, isSpecialEvent } from './special';

/** The panel holds at most six entries, and the list is fetched six at a time (spec 2.6, 9). */
export const NOTIFICATION_LIST_LIMIT = 6;

/** What the bell knows (spec 2.6, 4 'Notification flow'). A plain value: the reducers never mutate it. */
export interface BellState {
  /** The entries the panel shows: unseen special events first, then the others newest first. */
  list: NotificationMessage[];
  /** Special events that arrived since the bell was last opened. */
  special: NotificationMessage[];
  hasSpecial: boolean;
  hasNew: boolean;
  /** The newest createdAt the user has seen on opening the bell (spec 3 'Message state'). */
  lastSpecialNoticeDate: string;
}

export type BellIcon = 'special' | 'new' | 'plain';

export function initialBellState(lastSpecialNoticeDate: string = DEFAULT_LAST_SPECIAL_NOTICE_DATE): BellState {
  return { list: [], special: [], hasSpecial: false, hasNew: false, lastSpecialNoticeDate };
}

const byNewest = (a: NotificationMessage, b: NotificationMessage) =>
  (entryTime(b) ?? Number.NEGATIVE_INFINITY) - (entryTime(a) ?? Number.NEGATIVE_INFINITY);

/** Entries without repeats: the first of each uid wins. */
function unique(entries: readonly NotificationMessage[]): NotificationMessage[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (seen.has(e.uid)) return false;
    seen.add(e.uid);
    return true;
  });
}

/** Special events on top, then the others; trimmed to the panel's six. */
function arrange(special: readonly NotificationMessage[], others: readonly NotificationMessage[]): NotificationMessage[] {
  return unique([...special, ...others]).slice(0, NOTIFICATION_LIST_LIMIT);
}

/**
 * A realtime event arrives (spec 4). It is added only if its category is on; a special one raises
 * the special indicator and sorts first, any other goes to the front of the rest and raises the
 * new-event indicator. An event already listed (same uid) changes nothing.
 */
export function receiveEvent(state: BellState, event: NotificationMessage, settings: readonly MessageSetting[]): BellState {
  if (!isCategoryEnabled(settings, event.category)) return state;
  if (state.list.some((e) => e.uid === event.uid) || state.special.some((e) => e.uid === event.uid)) return state;
  if (isSpecialEvent(event, state.lastSpecialNoticeDate)) {
    const special = [event, ...state.special].slice(0, NOTIFICATION_LIST_LIMIT);
    return { ...state, special, list: arrange(special, state.list), hasSpecial: true };
  }
  const others = state.list.filter((e) => !state.special.some((s) => s.uid === e.uid));
  return { ...state, list: arrange(state.special, [event, ...others]), hasNew: true };
}

/**
 * Today's list arrives from the server. It is merged with what the bell already holds (an event may
 * have come over the socket first). Listed events are judged special like realtime ones: an unseen
 * PCS alert from this morning still raises the special indicator.
 */
export function loadList(state: BellState, messages: readonly NotificationMessage[]): BellState {
  const fresh = messages.filter((m) => isSpecialEvent(m, state.lastSpecialNoticeDate));
  const special = unique([...state.special, ...fresh]).sort(byNewest).slice(0, NOTIFICATION_LIST_LIMIT);
  const others = unique([...messages, ...state.list]).sort(byNewest);
  return { ...state, special, list: arrange(special, others), hasSpecial: state.hasSpecial || special.length > 0 };
}

/** The time of the newest entry the bell holds (what a catch-up asks the list for), or undefined. */
export function newestEntryTime(state: Pick<BellState, 'list' | 'special'>): number | undefined {
  const times = [...state.special, ...state.list].map(entryTime).filter((t): t is number => t !== undefined);
  return times.length ? Math.max(...times) : undefined;
}

/**
 * Events the socket missed while it was down (issue 10, 15), read back from message/v0/list after a
 * reconnect. Each is received as if it had come over the socket, oldest first, so the indicators
 * rise as they would have; a uid the bell already holds (also one that arrived over the socket
 * meanwhile) or a repeat within the answer is dropped, and so is a switched-off category.
 */
export function mergeMissed(state: BellState, missed: readonly NotificationMessage[], settings: readonly MessageSetting[]): BellState {
  const oldestFirst = unique(missed).sort((a, b) => byNewest(b, a));
  return oldestFirst.reduce((next, event) => receiveEvent(next, event, settings), state);
}

/**
 * The user opens the bell (spec 4): both indicators clear, special events are merged on top, the list
 * is trimmed to six, and lastSpecialNoticeDate moves to the newest event's createdAt (never back).
 */
export function openBell(state: BellState): BellState {
  const times = [...state.special, ...state.list].map(entryTime).filter((t): t is number => t !== undefined);
  const newest = times.length ? Math.max(...times) : undefined;
  const seen = toMillis(state.lastSpecialNoticeDate) ?? Number.NEGATIVE_INFINITY;
  return {
    list: arrange(state.special, state.list),
    special: [],
    hasSpecial: false,
    hasNew: false,
    lastSpecialNoticeDate: newest !== undefined && newest > seen ? new Date(newest).toISOString() : state.lastSpecialNoticeDate,
  };
}

/** The bell icon (spec 2.6): special alert, else a red dot for new events, else plain. */
export function bellIcon(state: Pick<BellState, 'hasSpecial' | 'hasNew'>): BellIcon {
  if (state.hasSpecial) return 'special';
  return state.hasNew ? 'new' : 'plain';
}
