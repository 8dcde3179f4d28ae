// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $location, navigate, registerNavigationListener, startNavigation } from '../../../src/core/navigation/router';

let removers: Array<() => void> = [];
beforeEach(async () => {
  await navigate('/');
  removers = [];
});
afterEach(() => removers.forEach((remove) => remove()));

describe('navigate (spec 2.1, 8)', () => {
  it('spec 2.1: navigating moves the URL and the $location store', async () => {
    await navigate('/task/single/5?tab=2');
    expect([window.location.pathname + window.location.search, $location.get()])
      .toEqual(['/task/single/5?tab=2', { path: '/task/single/5', query: { tab: '2' } }]);
  });

  it('spec 2.1: navigating to another path adds a history entry', async () => {
    const before = window.history.length;
    await navigate('/monitor');
    expect(window.history.length).toBe(before + 1);
  });

  it('spec 8: navigating to the current path replaces the entry instead of adding one', async () => {
    await navigate('/monitor');
    const before = window.history.length;
    await navigate('/monitor?carUid=3');
    expect([window.history.length, window.location.search]).toEqual([before, '?carUid=3']);
  });

  it('spec 2.1: replace: true replaces the entry', async () => {
    const before = window.history.length;
    await navigate('/fence', { replace: true });
    expect([window.history.length, window.location.pathname]).toEqual([before, '/fence']);
  });

  it('spec 8: a repeated navigation to the route under way is ignored silently', async () => {
    let release: () => void = () => undefined;
    const listener = vi.fn(() => new Promise<void>((resolve) => { release = resolve; }));
    removers.push(registerNavigationListener(listener));
    const first = navigate('/log');
    const second = await navigate('/log');
    release();
    expect([await first, second, listener.mock.calls.length]).toEqual([true, false, 1]);
  });

  it('spec 2.2: the navigation listener runs before the navigation is committed', async () => {
    let seen = '';
    removers.push(registerNavigationListener(() => { seen = $location.get().path; }));
    await navigate('/notice');
    expect(seen).toBe('/');
  });

  it('spec 2.2: a listener that returns false cancels the navigation', async () => {
    removers.push(registerNavigationListener(() => false));
    expect([await navigate('/setting'), $location.get().path]).toEqual([false, '/']);
  });

  it('spec 2.2: a listener redirect supersedes the navigation it was given', async () => {
    removers.push(registerNavigationListener((to) => {
      if (to.path === '/setting') {
        void navigate('/noAuth');
        return false;
      }
      return true;
    }));
    const committed = await navigate('/setting');
    await vi.waitFor(() => expect($location.get().path).toBe('/noAuth'));
    expect(committed).toBe(false);
  });

  it('spec 2.2: a listener that throws cancels the navigation and is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    removers.push(registerNavigationListener(() => { throw new Error('boom'); }));
    await navigate('/log');
    expect([$location.get().path, error.mock.calls.length]).toEqual(['/', 1]);
    error.mockRestore();
  });
});

describe('popstate (spec 2.1)', () => {
  it('spec 2.1: $location follows the back and forward buttons', async () => {
    removers.push(startNavigation());
    await vi.waitFor(() => expect($location.get().path).toBe('/'));
    window.history.pushState(null, '', '/history?carUid=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect($location.get()).toEqual({ path: '/history', query: { carUid: '1' } }));
  });

  it('spec 2.2: the listener checks a page reached with the back button', async () => {
    const listener = vi.fn();
    removers.push(startNavigation());
    removers.push(registerNavigationListener(listener));
    window.history.pushState(null, '', '/event/list');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(
      { path: '/event/list', query: {} }, expect.anything(), { replace: true },
    ));
  });
});
