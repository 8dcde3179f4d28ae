import { describe, expect, it } from 'vitest';
import {
  bellIcon, DEFAULT_SETTINGS, initialBellState, loadList, openBell, receiveEvent, withSetting, type BellState,
} from '../../../src/core/notifications';
import { message, special } from './fixtures';

const receiveAll = (events: ReturnType<typeof message>[], state: BellState = initialBellState()) =>
  events.reduce((s, e) => receiveEvent(s, e, DEFAULT_SETTINGS), state);

describe('receiving a realtime event', () => {
  it('spec 4: an event of a category that is on is added', () => {
    const event = message();
    expect(receiveEvent(initialBellState(), event, DEFAULT_SETTINGS).list).toEqual([event]);
  });

  it('spec 4: an event of a category that is off is kept out', () => {
    const state = receiveEvent(initialBellState(), message({ category: 3 }), withSetting(DEFAULT_SETTINGS, 3, false));
    expect(state).toEqual(initialBellState());
  });

  it('spec 4: a special event of a category that is off is kept out too', () => {
    const state = receiveEvent(initialBellState(), special({ category: 5 }), withSetting(DEFAULT_SETTINGS, 5, false));
    expect(state.hasSpecial).toBe(false);
  });

  it('spec 4: an ordinary event goes to the front of the list', () => {
    const [first, second] = [message(), message()];
    expect(receiveAll([first, second]).list.map((e) => e.uid)).toEqual([second.uid, first.uid]);
  });

  it('spec 4: an ordinary event raises the new-event indicator', () => {
    expect(receiveAll([message()]).hasNew).toBe(true);
  });

  it('spec 4: a special event raises the special indicator', () => {
    expect(receiveAll([special()]).hasSpecial).toBe(true);
  });

  it('spec 4: a special event sorts before later ordinary events', () => {
    const alert = special();
    expect(receiveAll([alert, message(), message()]).list[0].uid).toBe(alert.uid);
  });

  it('spec 4: a special event created before lastSpecialNoticeDate is an ordinary one', () => {
    const alert = special({ createdAt: Date.parse('2024-03-01T00:00:00Z') });
    const state = receiveAll([alert], initialBellState('2024-03-05T00:00:00.000Z'));
    expect([state.hasSpecial, state.hasNew]).toEqual([false, true]);
  });

  it('spec 2.6: the list holds at most six entries', () => {
    expect(receiveAll(Array.from({ length: 9 }, () => message())).list).toHaveLength(6);
  });

  it('spec 4: an event already listed is not added twice', () => {
    const event = message();
    expect(receiveAll([event, event]).list).toHaveLength(1);
  });
});

describe('opening the bell', () => {
  const crowded = (): BellState => ({
    ...initialBellState(),
    list: Array.from({ length: 8 }, () => message()),
    special: [special(), special()],
    hasSpecial: true,
    hasNew: true,
  });

  it('spec 4: opening the bell clears both indicators', () => {
    const opened = openBell(crowded());
    expect([opened.hasSpecial, opened.hasNew]).toEqual([false, false]);
  });

  it('spec 4: opening the bell merges special events on top', () => {
    const state = crowded();
    expect(openBell(state).list.slice(0, 2).map((e) => e.uid)).toEqual(state.special.map((e) => e.uid));
  });

  it('spec 4: opening the bell trims the list to six', () => {
    expect(openBell(crowded()).list).toHaveLength(6);
  });

  it('spec 4: opening the bell sets lastSpecialNoticeDate to the newest createdAt', () => {
    const newest = message({ createdAt: Date.parse('2024-03-10T09:30:00Z') });
    const state = receiveAll([special({ createdAt: Date.parse('2024-03-10T08:00:00Z') }), newest, message({ createdAt: Date.parse('2024-03-10T07:00:00Z') })]);
    expect(Date.parse(openBell(state).lastSpecialNoticeDate)).toBe(newest.createdAt);
  });

  it('spec 4: opening an empty bell keeps lastSpecialNoticeDate', () => {
    expect(openBell(initialBellState('1911')).lastSpecialNoticeDate).toBe('1911');
  });

  it('spec 4: the same special event is not special again after the bell was opened', () => {
    const alert = special();
    const reopened = receiveEvent({ ...openBell(receiveAll([alert])), list: [] }, alert, DEFAULT_SETTINGS);
    expect(reopened.hasSpecial).toBe(false);
  });

  it('spec 4: after opening, a new ordinary event goes in front of the seen special one', () => {
    const fresh = message();
    const state = receiveEvent(openBell(receiveAll([special()])), fresh, DEFAULT_SETTINGS);
    expect(state.list[0].uid).toBe(fresh.uid);
  });
});

describe('the bell icon', () => {
  it.each([
    [{ hasSpecial: true, hasNew: true }, 'special'],
    [{ hasSpecial: true, hasNew: false }, 'special'],
    [{ hasSpecial: false, hasNew: true }, 'new'],
    [{ hasSpecial: false, hasNew: false }, 'plain'],
  ])('spec 2.6: indicators %j show the %s bell', (flags, icon) => {
    expect(bellIcon(flags)).toBe(icon);
  });
});

describe('loading today\'s list', () => {
  it('spec 7.3: the loaded list is shown newest first', () => {
    const [older, newer] = [message(), message()];
    expect(loadList(initialBellState(), [older, newer]).list.map((e) => e.uid)).toEqual([newer.uid, older.uid]);
  });

  it('spec 4: an unseen special event in the loaded list raises the special indicator', () => {
    expect(loadList(initialBellState(), [message(), special()]).hasSpecial).toBe(true);
  });

  it('spec 4: a loaded special event seen before lastSpecialNoticeDate does not', () => {
    const seen = special({ createdAt: Date.parse('2024-03-01T00:00:00Z') });
    expect(loadList(initialBellState('2024-03-05T00:00:00.000Z'), [seen]).hasSpecial).toBe(false);
  });

  it('spec 4: an event that came over the socket before the list is kept', () => {
    const live = message();
    const state = loadList(receiveAll([live]), [message({ createdAt: 1 })]);
    expect(state.list.map((e) => e.uid)).toContain(live.uid);
  });

  it('spec 4: an event both loaded and received is listed once', () => {
    const event = message();
    expect(loadList(receiveAll([event]), [event]).list).toHaveLength(1);
  });
});
