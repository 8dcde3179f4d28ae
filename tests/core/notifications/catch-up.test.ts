// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/core/http';
import {
  $bell, CATCH_UP_LIMIT, configureNotifications, initialBellState, mergeMissed, newestEntryTime, receiveEvent,
  resetNotifications,
} from '../../../src/core/notifications';
import { EMPTY_SESSION, writeSession, type IdData } from '../../../src/core/session/store';
import { $liveEvent, configureSockets } from '../../../src/core/sockets';
import { fakeIo } from '../sockets/fake-io';
import { message, special } from './fixtures';

const ALL_ON = Array.from({ length: 10 }, (_, i) => ({ category: i + 1, enabled: true }));

describe('mergeMissed', () => {
  it('events missed during a drop reach the bell, newest first, and raise the new-event dot', () => {
    const seen = message();
    const missed = [message(), message(), message()];
    const state = mergeMissed(receiveEvent(initialBellState(), seen, ALL_ON), [...missed].reverse(), ALL_ON);
    expect(state.list.map((m) => m.uid)).toEqual([missed[2].uid, missed[1].uid, missed[0].uid, seen.uid]);
    expect(state.hasNew).toBe(true);
  });

  it('an event that also came over the socket is not listed twice', () => {
    const a = message();
    const b = message();
    const state = mergeMissed(receiveEvent(initialBellState(), a, ALL_ON), [b, a], ALL_ON);
    expect(state.list.map((m) => m.uid)).toEqual([b.uid, a.uid]);
  });

  it('a uid repeated within the answer is listed once', () => {
    const a = message();
    expect(mergeMissed(initialBellState(), [a, { ...a }], ALL_ON).list).toHaveLength(1);
  });

  it('nothing new leaves the state as it was', () => {
    const a = message();
    const before = { ...receiveEvent(initialBellState(), a, ALL_ON), hasNew: false };
    expect(mergeMissed(before, [a], ALL_ON)).toEqual(before);
  });

  it('a switched-off category stays out', () => {
    const off = ALL_ON.map((s) => (s.category === 5 ? { ...s, enabled: false } : s));
    expect(mergeMissed(initialBellState(), [message({ category: 5 })], off).list).toEqual([]);
  });

  it('eight missed events leave the newest six in the panel', () => {
    const missed = Array.from({ length: 8 }, () => message());
    const state = mergeMissed(initialBellState(), missed, ALL_ON);
    expect(state.list.map((m) => m.uid)).toEqual(missed.slice(2).reverse().map((m) => m.uid));
  });

  it('a missed special event raises the special indicator and sorts first', () => {
    const alert = special();
    const later = message();
    const state = mergeMissed(initialBellState(), [later, alert], ALL_ON);
    expect(state.hasSpecial).toBe(true);
    expect(state.list[0].uid).toBe(alert.uid);
  });

  it('newestEntryTime reads createdAt, else time, across the list and the specials', () => {
    const a = message({ createdAt: 5_000 });
    const b = special({ createdAt: undefined, time: 9_000 });
    expect(newestEntryTime({ list: [a], special: [b] })).toBe(9_000);
    expect(newestEntryTime({ list: [], special: [] })).toBeUndefined();
  });
});

describe('the bell after a reconnect', () => {
  interface Sent { url: string; body: { startTime: number; endTime: number } }
  let io: ReturnType<typeof fakeIo>;

  function server(answers: Array<ReturnType<typeof message>[]>): Sent[] {
    const sent: Sent[] = [];
    setFetch(vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const list = answers.length > 1 ? answers.shift()! : answers[0];
      return new Response(JSON.stringify({ status: 0, data: { list, total: list.length, offset: 0, limit: 6 } }), {
        status: 200, headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch);
    return sent;
  }

  beforeEach(() => {
    localStorage.clear();
    io = fakeIo();
    resetNotifications();
    configureNotifications({ refreshToken: async () => undefined });
    const idData: IdData = { zhName: '王小明', authority: { admin: ['P_P17'] }, enterprise: { name: '測試物流' }, settings: { messages: ALL_ON } };
    writeSession({ ...EMPTY_SESSION, accessToken: 'access-1', idData });
  });

  afterEach(() => {
    cleanStores($bell, $liveEvent);
    writeSession(EMPTY_SESSION);
    configureSockets();
  });

  it('events raised while the socket was down are read from the list since the newest one held', async () => {
    const before = message();
    const missed = Array.from({ length: 8 }, () => message());
    const sent = server([[before], [...missed].reverse()]);
    const stop = $bell.listen(() => {});
    await vi.waitFor(() => expect($bell.get().list).toHaveLength(1));
    io.play('/fms-event', 'connect');
    io.play('/fms-event', 'disconnect', 'transport close');
    expect(sent).toHaveLength(1);
    io.play('/fms-event', 'connect');
    await vi.waitFor(() => expect($bell.get().list[0].uid).toBe(missed[7].uid));
    expect(sent).toHaveLength(2);
    expect(sent[1].url).toContain(`limit=${CATCH_UP_LIMIT}`);
    expect(sent[1].body.startTime).toBe(before.createdAt);
    expect($bell.get().list.map((m) => m.uid)).toEqual(missed.slice(2).reverse().map((m) => m.uid));
    expect($bell.get().hasNew).toBe(true);
    stop();
  });

  it('the first connection reads nothing more than today\'s list', async () => {
    const sent = server([[message()]]);
    const stop = $bell.listen(() => {});
    io.play('/fms-event', 'connect');
    await vi.waitFor(() => expect($bell.get().list).toHaveLength(1));
    expect(sent).toHaveLength(1);
    stop();
  });

  it('an event that arrived over the socket and is in the list again is shown once', async () => {
    const live = message();
    const sent = server([[], [live]]);
    const stop = $bell.listen(() => {});
    io.play('/fms-event', 'connect');
    io.play('/fms-event', 'event', { type: 'event', data: live });
    io.play('/fms-event', 'disconnect', 'transport close');
    io.play('/fms-event', 'connect');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await Promise.resolve();
    expect($bell.get().list.map((m) => m.uid)).toEqual([live.uid]);
    stop();
  });
});
