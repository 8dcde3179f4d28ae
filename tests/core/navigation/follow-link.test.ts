// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { configure } from '../../../src/core/config';
import { $location, consoleHref, followLink, linkOutcome, markInConsole, NAV_REQUEST_EVENT } from '../../../src/core/navigation';

afterEach(() => {
  markInConsole(false);
  configure({ allowNavigation: false });
});

describe('linkOutcome', () => {
  it.each([
    ['inside the console the router navigates', true, false, false, 'navigate'],
    ['inside the console, even a cancelled request navigates (no event is sent there)', true, true, false, 'navigate'],
    ['embedded, by default nothing moves', false, false, false, 'stay'],
    ['embedded, a host that opted in lets the page move', false, false, true, 'assign'],
    ['embedded, a cancelled request never moves the page', false, true, true, 'stay'],
  ] as const)('%s', (_name, inConsole, cancelled, allowNavigation, outcome) => {
    expect(linkOutcome({ inConsole, cancelled, allowNavigation })).toBe(outcome);
  });
});

describe('followLink', () => {
  it('embedded: dispatches a cancellable, bubbling, composed navrequest with the target and stays', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const seen: Event[] = [];
    const listener = (e: Event) => seen.push(e);
    document.addEventListener(NAV_REQUEST_EVENT, listener);
    const before = window.location.pathname;
    expect(followLink(el, { path: '/realTime', query: { carUid: 'car-1' }, carUid: 'car-1' })).toBe('stay');
    document.removeEventListener(NAV_REQUEST_EVENT, listener);
    el.remove();
    expect(seen).toHaveLength(1);
    const event = seen[0] as CustomEvent;
    expect([event.bubbles, event.composed, event.cancelable]).toEqual([true, true, true]);
    expect(event.detail).toEqual({ path: '/realTime', query: { carUid: 'car-1' }, carUid: 'car-1' });
    expect(window.location.pathname).toBe(before);
  });

  it('inside the console: navigates through the router and sends no event', async () => {
    markInConsole();
    const el = document.createElement('div');
    let events = 0;
    el.addEventListener(NAV_REQUEST_EVENT, () => events++);
    expect(followLink(el, { path: '/notice' })).toBe('navigate');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect($location.get().path).toBe('/notice');
    expect(window.location.pathname).toBe('/notice');
    expect(events).toBe(0);
  });
});

describe('consoleHref (issue 23, 6)', () => {
  it('embedded with a console setting, a link carries the console\'s absolute address', () => {
    configure({ console: 'https://console.fleet.example' });
    expect(consoleHref('/notice')).toBe('https://console.fleet.example/notice');
    configure({ console: '' });
  });

  it('on a page of the console\'s own origin (no console setting) the path stays as it is', () => {
    expect(consoleHref('/notice')).toBe('/notice');
  });
});
