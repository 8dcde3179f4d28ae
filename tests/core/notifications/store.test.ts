// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/core/http';
import {
  $bell, $bellIcon, $notificationFlags, $notificationSettings, configureNotifications, loadTodayNotifications,
  openNotificationBell, receiveNotification, resetNotifications, saveNotificationSetting,
} from '../../../src/core/notifications';
import { EMPTY_SESSION, writeSession, type IdData, type MessageSetting } from '../../../src/core/session/store';
import { $liveEvent, configureSockets } from '../../../src/core/sockets';
import { fakeIo } from '../sockets/fake-io';
import { readLastSpecialNoticeDate, writeLastSpecialNoticeDate } from '../../../src/core/storage';
import { message, special } from './fixtures';

interface Sent { method: string; url: string; body: unknown }

/** A fake server: answers each request with the next body, and records what was sent. */
function fakeServer(...answers: unknown[]) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  setFetch(fetchImpl as unknown as typeof fetch);
  return sent;
}

function signIn(messages: MessageSetting[] = []): IdData {
  const idData: IdData = { zhName: '王小明', authority: { admin: ['P_P17'] }, enterprise: { name: '測試物流' }, settings: { messages } };
  writeSession({ ...EMPTY_SESSION, accessToken: 'access-1', idData });
  return idData;
}

const tpe = (iso: string) => Date.parse(`${iso}+08:00`);

/** The fake socket.io; reading $bell mounts it, which opens the event socket. */
let live: ReturnType<typeof fakeIo>;

beforeEach(() => {
  live = fakeIo();
  localStorage.clear();
  resetNotifications();
  configureNotifications({ refreshToken: async () => undefined });
});

afterEach(() => {
  cleanStores($bell, $bellIcon, $liveEvent);
  writeSession(EMPTY_SESSION);
  configureSockets();
});

describe('saving a notification setting', () => {
  it('spec 7.3: saving one switch PUTs the full list of switches to message/v0/settings', async () => {
    signIn();
    const sent = fakeServer({ status: 0, data: { messages: [] } });
    await saveNotificationSetting(3, false);
    expect(sent).toEqual([{
      method: 'PUT',
      url: '/api/message/v0/settings',
      body: { data: { messages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((category) => ({ category, enabled: category !== 3 })) } },
    }]);
  });

  it('spec 4: after the settings are saved, the token is refreshed', async () => {
    signIn();
    const order: string[] = [];
    const sent = fakeServer({ status: 0, data: { messages: [] } });
    configureNotifications({ refreshToken: async () => { order.push(`refresh after ${sent.length} request`); } });
    await saveNotificationSetting(3, false);
    expect(order).toEqual(['refresh after 1 request']);
  });

  it('spec 7.1: a refused save returns the server\'s body for the panel to show', async () => {
    signIn();
    const refused = { status: 5000001, message: '系統發生錯誤，請稍後再試。' };
    fakeServer(refused);
    expect(await saveNotificationSetting(3, false)).toEqual(refused);
  });

  it('spec 4: a refused save does not refresh the token', async () => {
    signIn();
    const refreshToken = vi.fn(async () => undefined);
    configureNotifications({ refreshToken });
    fakeServer({ status: 5000001 });
    await saveNotificationSetting(3, false);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('spec 2.6: a refused save puts the switch back', async () => {
    signIn();
    fakeServer({ status: 5000001 });
    await saveNotificationSetting(3, false);
    expect($notificationFlags.get().fence).toBe(true);
  });

  it('spec 2.6: the switch shows its new state while the save runs', async () => {
    signIn();
    fakeServer({ status: 0, data: { messages: [] } });
    const saving = saveNotificationSetting(8, false);
    expect($notificationFlags.get().performance).toBe(false);
    await saving;
  });

  it('spec 3: once the refreshed session carries settings, they are the ones shown', async () => {
    signIn();
    fakeServer({ status: 0, data: { messages: [] } });
    configureNotifications({ refreshToken: async () => { signIn([{ category: 8, enabled: false }, { category: 2, enabled: false }]); } });
    await saveNotificationSetting(8, false);
    expect($notificationSettings.get().filter((s) => !s.enabled).map((s) => s.category)).toEqual([2, 8]);
  });

  it('spec 3: the settings come from the session\'s idData', () => {
    signIn([{ category: 9, enabled: false }]);
    expect($notificationFlags.get().video).toBe(false);
  });
});

describe('the bell store', () => {
  it('spec 7.3: today\'s list is asked for the categories that are on, today in Taipei, offset 0, limit 6', async () => {
    signIn([{ category: 2, enabled: false }]);
    const sent = fakeServer({ status: 0, data: { total: 0, offset: 0, limit: 6, list: [] } });
    await loadTodayNotifications(tpe('2024-03-10T00:30:00'));
    expect(sent).toEqual([{
      method: 'POST',
      url: '/api/message/v0/list?offset=0&limit=6',
      body: { categoryList: [1, 3, 4, 5, 6, 7, 8, 9, 10], startTime: tpe('2024-03-10T00:00:00'), endTime: tpe('2024-03-10T23:59:59.999') },
    }]);
  });

  it('spec 2.6: today\'s list fills the bell', async () => {
    signIn();
    const listed = [message(), message()];
    fakeServer({ status: 0, data: { total: 2, offset: 0, limit: 6, list: listed } });
    await loadTodayNotifications();
    expect($bell.get().list.map((e) => e.uid)).toEqual([listed[1].uid, listed[0].uid]);
  });

  it('spec 7.3: a list answered as a bare data[] fills the bell too', async () => {
    signIn();
    const listed = [message()];
    fakeServer({ status: 0, data: listed });
    await loadTodayNotifications();
    expect($bell.get().list.map((e) => e.uid)).toEqual([listed[0].uid]);
  });

  it('spec 7.3: nothing is fetched before sign-in', async () => {
    const sent = fakeServer({ status: 0 });
    await loadTodayNotifications();
    expect(sent).toEqual([]);
  });

  it('spec 4: a realtime event of a category switched off in the session stays out of the bell', () => {
    signIn([{ category: 5, enabled: false }]);
    receiveNotification(message({ category: 5 }));
    expect($bell.get().list).toEqual([]);
  });

  it('spec 2.6: a special realtime event shows the special bell', () => {
    signIn();
    receiveNotification(special());
    expect($bellIcon.get()).toBe('special');
  });

  it('spec 9: opening the bell keeps lastSpecialNoticeDate in local storage', () => {
    signIn();
    const alert = special({ createdAt: Date.parse('2024-03-10T04:00:00Z') });
    receiveNotification(alert);
    openNotificationBell();
    expect(readLastSpecialNoticeDate()).toBe('2024-03-10T04:00:00.000Z');
  });

  it('spec 9: the stored lastSpecialNoticeDate decides what is special after a reload', () => {
    signIn();
    writeLastSpecialNoticeDate('2024-03-11T00:00:00.000Z');
    resetNotifications();
    receiveNotification(special({ createdAt: Date.parse('2024-03-10T04:00:00Z') }));
    expect($bellIcon.get()).toBe('new');
  });

  it('spec 4: sign-out forgets the bell\'s entries', () => {
    signIn();
    let signOut = () => {};
    configureNotifications({ onSignOut: (listener) => { signOut = listener; } });
    receiveNotification(message());
    signOut();
    expect($bell.get().list).toEqual([]);
  });

  it('spec 7.12: while the bell is shown, realtime events reach it', async () => {
    signIn();
    fakeServer({ status: 0, data: { total: 0, offset: 0, limit: 6, list: [] } });
    const unsubscribe = $bell.listen(() => {});
    live.play('/fms-event', 'event', { type: 'event', code: 'speeding', data: { uid: 'rt-1', category: 5, title: '超速', createdAt: Date.now() } });
    expect($bell.get().list.map((e) => e.uid)).toEqual(['rt-1']);
    unsubscribe();
  });
});
