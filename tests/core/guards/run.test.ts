// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/core/config/store';
import { $maintenance, setMaintenance } from '../../../src/core/guards/maintenance';
import { $pageCheck, BULLETIN_FETCH_FAILED, installGuards, runGuards } from '../../../src/core/guards/run';
import { $location, navigate } from '../../../src/core/navigation/router';
import { onSignOut } from '../../../src/core/session/persist';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, clearCookies, cookieValue, fakeServer, idToken, NOW } from '../session/helpers';

const BULLETINS = 'POST /bulletin/api/v0/bulletin/published';
const published = (...types: string[]) => () => ({
  body: { status: 200, data: types.map((bulletinType, i) => ({ uid: `b${i}`, bulletinType, title: '', content: '', publishStatus: 1, startTime: 0, endTime: 0 })) },
});
const signIn = (exp = NOW + 3600) => {
  const session = sessionFromTokens({ accessToken: accessToken(exp), idToken: idToken() });
  writeSession(session);
  document.cookie = `accessToken=${session.accessToken}; path=/`;
};

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  writeSession(EMPTY_SESSION);
  setMaintenance({ isPublished: false, getWindowQuery: '' });
  configure({ maintenanceBypass: 'let-me-in' });
});
afterEach(() => vi.restoreAllMocks());

describe('runGuards', () => {
  it('spec 7.3: the bulletin check posts to the bulletin host with limit 50 and offset 0', async () => {
    const calls = fakeServer({ [BULLETINS]: published() });
    await runGuards('/', {}, { nowSeconds: NOW });
    expect(calls[0].url).toBe('/bulletin/api/v0/bulletin/published?limit=50&offset=0');
  });

  it('spec 4: a published system-maintenance bulletin turns maintenance mode on', async () => {
    fakeServer({ [BULLETINS]: published('一般公告', '系統維護') });
    await runGuards('/', {}, { nowSeconds: NOW });
    expect($maintenance.get().isPublished).toBe(true);
  });

  it('spec 4: with no maintenance bulletin maintenance mode turns off', async () => {
    setMaintenance({ isPublished: true });
    fakeServer({ [BULLETINS]: published('一般公告') });
    await runGuards('/', {}, { nowSeconds: NOW });
    expect($maintenance.get().isPublished).toBe(false);
  });

  it('spec 4: while maintenance is on, every page gives the maintenance outcome', async () => {
    signIn();
    fakeServer({ [BULLETINS]: published('系統維護') });
    expect(await runGuards('/monitor', {}, { nowSeconds: NOW })).toEqual({ kind: 'maintenance' });
  });

  it('spec 4: the bypass query value is kept in getWindowQuery and lets the user through', async () => {
    signIn();
    fakeServer({ [BULLETINS]: published('系統維護') });
    const outcome = await runGuards('/monitor', { bypass: 'let-me-in' }, { nowSeconds: NOW });
    expect([outcome, $maintenance.get().getWindowQuery]).toEqual([{ kind: 'allow' }, 'let-me-in']);
  });

  it('spec 4: the bypass keeps working on the next page without the query value', async () => {
    signIn();
    fakeServer({ [BULLETINS]: published('系統維護') });
    await runGuards('/monitor', { bypass: 'let-me-in' }, { nowSeconds: NOW });
    expect(await runGuards('/task/management', {}, { nowSeconds: NOW })).toEqual({ kind: 'allow' });
  });

  it('spec 8: a bulletin fetch failure is logged and navigation continues', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    fakeServer({ [BULLETINS]: () => ({ status: 502, body: { status: 5000001 } }) });
    const outcome = await runGuards('/monitor', {}, { nowSeconds: NOW });
    expect([outcome, warn.mock.calls[0]?.[0]]).toEqual([{ kind: 'allow' }, BULLETIN_FETCH_FAILED]);
  });

  it('spec 4: an expired session is reset on navigation: cookies and store are cleared', async () => {
    signIn(NOW - 1);
    fakeServer({ [BULLETINS]: published() });
    const outcome = await runGuards('/monitor', {}, { nowSeconds: NOW });
    expect([outcome, $session.get(), cookieValue('accessToken')])
      .toEqual([{ kind: 'redirect', to: '/', resetSession: true }, EMPTY_SESSION, undefined]);
  });

  it('spec 4: a session reset by the guards runs the sign-out hooks', async () => {
    signIn(NOW - 1);
    fakeServer({ [BULLETINS]: published() });
    const hook = vi.fn();
    const off = onSignOut(hook);
    await runGuards('/monitor', {}, { nowSeconds: NOW });
    off();
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('spec 2.10: URL tokens sign the user in and redirect without the token parameters', async () => {
    fakeServer({ [BULLETINS]: published() });
    const outcome = await runGuards('/dvrForApp', { accessToken: accessToken(), idToken: idToken(), carUid: '7' }, { nowSeconds: NOW });
    expect([outcome, $session.get().idData?.zhName])
      .toEqual([{ kind: 'redirect', to: '/dvrForApp?carUid=7', resetSession: false }, '王小明']);
  });

  it("spec 8: an unknown page check gives 500, 'Unknown middleware {name}'", async () => {
    fakeServer({ [BULLETINS]: published() });
    expect(await runGuards('/', {}, { nowSeconds: NOW, checks: ['bulletin', 'audit'] }))
      .toEqual({ kind: 'error', status: 500, message: 'Unknown middleware audit' });
  });
});

describe('installGuards', () => {
  it('spec 2.2: the one navigation listener performs the guard redirect', async () => {
    fakeServer({ [BULLETINS]: published() });
    await navigate('/privacy');
    const remove = installGuards({ nowSeconds: NOW });
    await navigate('/monitor');
    await vi.waitFor(() => expect($location.get().path).toBe('/'));
    remove();
    expect(window.location.pathname).toBe('/');
  });

  it('spec 2.1: an unknown page is committed and published as not found for the root to render', async () => {
    signIn();
    fakeServer({ [BULLETINS]: published() });
    const remove = installGuards({ nowSeconds: NOW });
    await navigate('/no/such/page');
    remove();
    expect([$location.get().path, $pageCheck.get()?.outcome]).toEqual(['/no/such/page', { kind: 'notFound' }]);
  });
});
