// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { explainCrossOrigin } from '../../../src/core/embed/cross-origin';
import { checkOrigin, originCheckUrl, ORIGIN_CHECK_PATH } from '../../../src/core/embed/origin-check';

/** Issue 23, 6: on a page of another origin than its console, the named errors say what to change. */
const CONSOLE = 'https://console.fleet.example';
const answer = (data: unknown) => vi.fn(async () => new Response(JSON.stringify({ status: 0, data })));

let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((text: string) => { errors.push(text); });
  delete window.__fmsLoggedEmbedErrors__;
  delete window.__fmsOriginChecks__;
});
afterEach(() => vi.restoreAllMocks());

describe('origin-not-allowed', () => {
  it('asks the console\'s origin check, without credentials', async () => {
    expect(originCheckUrl(`${CONSOLE}/fms/`)).toBe(`${CONSOLE}${ORIGIN_CHECK_PATH}`);
    const fetchImpl = answer({ origin: location.origin, allowed: true, setting: 'FMS_PARTNER_ORIGINS' });
    await checkOrigin(CONSOLE, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`${CONSOLE}${ORIGIN_CHECK_PATH}`, { credentials: 'omit' });
  });

  it('logs the named error with the page\'s origin and the setting when the console refuses it, once per page', async () => {
    const fetchImpl = answer({ origin: location.origin, allowed: false, setting: 'FMS_PARTNER_ORIGINS' });
    expect(await checkOrigin(CONSOLE, fetchImpl)).toBe(true);
    expect(await checkOrigin(CONSOLE, fetchImpl)).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[fms\] origin-not-allowed: /);
    expect(errors[0]).toContain(location.origin);
    expect(errors[0]).toContain('FMS_PARTNER_ORIGINS');
  });

  it('says nothing when the origin is allowed, or the server has no check', async () => {
    expect(await checkOrigin(CONSOLE, answer({ origin: location.origin, allowed: true, setting: 'FMS_PARTNER_ORIGINS' }))).toBe(false);
    delete window.__fmsOriginChecks__;
    expect(await checkOrigin(CONSOLE, vi.fn(async () => new Response('not found', { status: 404 })))).toBe(false);
    delete window.__fmsOriginChecks__;
    expect(await checkOrigin(CONSOLE, vi.fn(async () => { throw new TypeError('Failed to fetch'); }))).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('host-missing', () => {
  it('names the elements\' origin and the console setting that fixes it', async () => {
    vi.stubGlobal('fetch', answer({ origin: location.origin, allowed: true, setting: 'FMS_PARTNER_ORIGINS' }));
    await explainCrossOrigin(CONSOLE, true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[fms\] host-missing: /);
    expect(errors[0]).toContain(`window.__FMS_CONFIG__ = { console: '${CONSOLE}' }`);
    vi.unstubAllGlobals();
  });

  it('is never logged for a console at the page\'s own origin', async () => {
    const fetchImpl = vi.fn();
    vi.stubGlobal('fetch', fetchImpl);
    await explainCrossOrigin(location.origin, true);
    expect(errors).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
