// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLeaveCheck, leavesPage, mayLeave } from '../../../src/core/navigation/leave-checks';
import { $location, navigate } from '../../../src/core/navigation/router';

const at = (path: string, query: Record<string, string> = {}) => ({ path, query });

let removers: Array<() => void> = [];
beforeEach(async () => {
  await navigate('/setting');
  removers = [];
});
afterEach(() => removers.forEach((remove) => remove()));

describe('leave checks (issue 11: unsaved changes confirmed before leaving)', () => {
  it('another path or another query leaves what the page shows; the very same location does not', () => {
    expect(leavesPage(at('/monitor'), at('/setting'))).toBe(true);
    expect(leavesPage(at('/userManagement'), at('/userManagement', { edit: 'u1' }))).toBe(true);
    expect(leavesPage(at('/setting', { tab: 'options' }), at('/setting', { tab: 'options' }))).toBe(false);
  });

  it('with no check the user may always leave', async () => {
    expect(await mayLeave(at('/monitor'), at('/setting'))).toBe(true);
  });

  it('a refusing check keeps the user on the page: the URL and $location stay', async () => {
    removers.push(addLeaveCheck(() => false));
    expect(await navigate('/monitor')).toBe(false);
    expect([window.location.pathname, $location.get().path]).toEqual(['/setting', '/setting']);
  });

  it('a check is asked when only the query changes (a form shown by its query), and not for the same location', async () => {
    await navigate('/userManagement?edit=u1');
    const check = vi.fn(() => false);
    removers.push(addLeaveCheck(check));
    expect(await navigate('/userManagement')).toBe(false);
    expect($location.get()).toEqual(at('/userManagement', { edit: 'u1' }));
    expect(await mayLeave(at('/userManagement', { edit: 'u1' }), at('/userManagement', { edit: 'u1' }))).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a check may ask the user and answer later; yes lets the navigation through', async () => {
    let answer: (yes: boolean) => void = () => undefined;
    removers.push(addLeaveCheck(() => new Promise<boolean>((resolve) => { answer = resolve; })));
    const going = navigate('/monitor');
    await Promise.resolve();
    answer(true);
    expect(await going).toBe(true);
    expect($location.get().path).toBe('/monitor');
  });

  it('the user is asked once: after a refusal no further check runs', async () => {
    const second = vi.fn(() => true);
    removers.push(addLeaveCheck(() => false), addLeaveCheck(second));
    expect(await mayLeave(at('/monitor'), at('/setting'))).toBe(false);
    expect(second).not.toHaveBeenCalled();
  });

  it('a check that throws refuses, and a removed check is asked no more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = addLeaveCheck(() => { throw new Error('broken'); });
    expect(await mayLeave(at('/monitor'), at('/setting'))).toBe(false);
    remove();
    expect(await mayLeave(at('/monitor'), at('/setting'))).toBe(true);
  });
});
