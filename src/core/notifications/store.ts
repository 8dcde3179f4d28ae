import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { MessageSetting, NotificationMessage } from '../api/contract/message';
import { API_STATUS } from '../api/contract/status';
import { listMessages, saveMessageSettings } from '../api/message';
import { todayRangeMs } from '../format/time';
import type { ApiBody } from '../http/client';
import { $session, type IdData } from '../session/store';
import { $socketState } from '../sockets/channel';
import { onLiveEvent } from '../sockets/stores';
import { readLastSpecialNoticeDate, writeLastSpecialNoticeDate } from '../storage/keys';
import {
  bellIcon, initialBellState, loadList, mergeMissed, newestEntryTime, NOTIFICATION_LIST_LIMIT, openBell, receiveEvent,
  type BellIcon, type BellState,
} from './bell';
import { enabledCategories, normaliseSettings, settingsToFlags, withSetting, type NotificationFlags } from './categories';
import { now } from '../clock';
import { notificationDeps, resetOnSignOut } from './wiring';

export { configureNotifications } from './wiring';


/**
 * Switches saved on this page but not yet in the session's idData. They are tied to the idData they
 * were made on: once a token refresh (or a sign-out) replaces it, the session is the truth again.
 */
const pendingSettings = atom<{ idData: IdData | null; list: MessageSetting[] } | null>(null);

/** The user's notification switches, all ten in category order (spec 3, 9); read-only. */
export const $notificationSettings: ReadableAtom<MessageSetting[]> = computed([$session, pendingSettings], (session, pending) =>
  normaliseSettings(pending && pending.idData === session.idData ? pending.list : session.idData?.settings?.messages));

/** The same switches as booleans named by category (spec 3). */
export const $notificationFlags: ReadableAtom<NotificationFlags> = computed($notificationSettings, settingsToFlags);

/**
 * Saves one switch at once (spec 2.6, 7.3): PUTs the full list, then refreshes the token. The switch
 * shows its new state while the call runs and returns to the old one if the server refuses. Returns
 * the server's body so the panel can show its message.
 */
export async function saveNotificationSetting(category: number, enabled: boolean): Promise<ApiBody<{ messages: MessageSetting[] }>> {
  const before = pendingSettings.get();
  const mine = { idData: $session.get().idData, list: withSetting($notificationSettings.get(), category, enabled) };
  pendingSettings.set(mine);
  const body = await saveMessageSettings(mine.list);
  if (body.status !== API_STATUS.OK) {
    if (pendingSettings.get() === mine) pendingSettings.set(before);
    return body;
  }
  try {
    await notificationDeps.refreshToken();
  } catch (error) {
    // The switch is saved; the next refresh will carry it.
    console.error('通知設定已儲存，但更新登入資訊失敗', error);
  }
  return body;
}

const bell = atom<BellState>(initialBellState(readLastSpecialNoticeDate()));

/**
 * The notification bell (spec 2.6, 4); read-only. Subscribing loads today's list and feeds realtime
 * events from /fms-event into it; the socket closes a moment after the last listener leaves.
 */
export const $bell: ReadableAtom<BellState> = computed(bell, (state) => state);

/** Which bell icon to draw (spec 2.6). */
export const $bellIcon: ReadableAtom<BellIcon> = computed($bell, bellIcon);

onMount($bell, () => {
  void loadTodayNotifications();
  const stopEvents = onLiveEvent(receiveNotification);
  // After the event socket comes back (a dropped network, a token the server expired, a refresh),
  // the bell reads what it missed from the list (issue 10, 15).
  let wasConnected = false;
  let dropped = false;
  const stopState = $socketState.subscribe(({ event }) => {
    if (event === 'connected') {
      if (wasConnected && dropped) void catchUpNotifications();
      wasConnected = true;
      dropped = false;
    } else if (wasConnected) {
      dropped = true;
    }
  });
  return () => {
    stopEvents();
    stopState();
  };
});

/** How many missed notifications a catch-up reads at most; the bell shows the newest six of them. */
export const CATCH_UP_LIMIT = 50;

/**
 * Reads the notifications raised since the newest one the bell holds (or since the start of today
 * when it holds none) from message/v0/list and merges them in, without repeats (issue 10, 15).
 * Nothing is fetched without a signed-in user or with every category off.
 */
export function catchUpNotifications(at: number = now()): Promise<ListBody | null> {
  const today = todayRangeMs(at);
  const since = newestEntryTime(bell.get()) ?? today.startTime;
  const range = { startTime: Math.max(0, Math.min(since, at)), endTime: Math.max(today.endTime, at) };
  return readMessagesInto(range, CATCH_UP_LIMIT, (state, rows) => mergeMissed(state, rows, $notificationSettings.get()));
}

/** A realtime event for the bell (spec 4); kept out when its category is off. */
export function receiveNotification(event: NotificationMessage): void {
  bell.set(receiveEvent(bell.get(), event, $notificationSettings.get()));
}

/** The user opens the bell (spec 4); the newest createdAt seen is kept across visits (spec 9). */
export function openNotificationBell(): void {
  const before = bell.get();
  const after = openBell(before);
  bell.set(after);
  if (after.lastSpecialNoticeDate !== before.lastSpecialNoticeDate) writeLastSpecialNoticeDate(after.lastSpecialNoticeDate);
}

type ListBody = Awaited<ReturnType<typeof listMessages>>;

/**
 * Fetches today's notifications of the categories that are on (spec 7.3, 9): today in Taipei, offset 0,
 * limit 6. Nothing is fetched without a signed-in user or with every category off.
 */
export function loadTodayNotifications(at: number = now()): Promise<ListBody | null> {
  return readMessagesInto(todayRangeMs(at), NOTIFICATION_LIST_LIMIT, loadList);
}

/**
 * Reads the notifications of the categories that are on in `range` (offset 0, `limit`) and applies
 * them to the bell. Nothing is fetched without a signed-in user or with every category off.
 */
async function readMessagesInto(
  range: { startTime: number; endTime: number }, limit: number,
  apply: (state: BellState, rows: NotificationMessage[]) => BellState,
): Promise<ListBody | null> {
  const categoryList = enabledCategories($notificationSettings.get());
  if (!$session.get().accessToken || categoryList.length === 0) return null;
  const body = await listMessages({ categoryList, ...range }, { offset: 0, limit });
  if (body.status === API_STATUS.OK && body.data) {
    // Our contract pages the list; a server that answers data[] as spec 7.3 reads it works too.
    const rows = Array.isArray(body.data) ? (body.data as NotificationMessage[]) : body.data.list;
    bell.set(apply(bell.get(), rows));
  }
  return body;
}

/** Forgets the bell's entries and unsaved switches (sign-out); lastSpecialNoticeDate is read back from storage. */
export function resetNotifications(): void {
  bell.set(initialBellState(readLastSpecialNoticeDate()));
  pendingSettings.set(null);
}
resetOnSignOut(resetNotifications);
