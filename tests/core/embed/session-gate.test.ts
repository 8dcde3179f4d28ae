import { describe, expect, it } from 'vitest';
import { gateText, gateView, needsSession, PLUS_TAGS, PUBLIC_TAGS, sessionKey } from '../../../src/core/embed/session-gate';
import { EMPTY_SESSION, type SessionState } from '../../../src/core/session/store';

/** Issue 23, 1 and 6: who waits for a session on a partner page, and when an element loads again. */
const signed = (sub: string, ent: string, accessToken = 'a'): SessionState => ({ ...EMPTY_SESSION, accessToken, tokenData: { exp: 1, sub, ent } });

describe('the session gate rules', () => {
  it('public elements never wait; every other fms- tag does', () => {
    for (const tag of ['fms-sign-in', 'fms-dtc-advice', 'fms-legal-text', 'fms-monthly-report', 'fms-live-share']) expect(needsSession(tag)).toBe(false);
    for (const tag of ['fms-car-list', 'fms-notification-bell', 'fms-service-checkout', 'fms-monitor-map']) expect(needsSession(tag)).toBe(true);
    expect([...PLUS_TAGS].filter((t) => PUBLIC_TAGS.has(t))).toEqual([]);
  });

  it('the key is the user and enterprise: a renewal keeps it, another user or enterprise changes it', () => {
    expect(sessionKey('fms-car-list', EMPTY_SESSION)).toBe('');
    const first = sessionKey('fms-car-list', signed('u-1', 'e-1', 'token-1'));
    expect(first).not.toBe('');
    expect(sessionKey('fms-car-list', signed('u-1', 'e-1', 'token-2'))).toBe(first);
    expect(sessionKey('fms-car-list', signed('u-2', 'e-1'))).not.toBe(first);
    expect(sessionKey('fms-car-list', signed('u-1', 'e-2'))).not.toBe(first);
  });

  it('a plus access token alone signs in the plus service elements only', () => {
    const plusOnly = { ...EMPTY_SESSION, plusAccessToken: 'p' };
    expect(sessionKey('fms-service-checkout', plusOnly)).not.toBe('');
    expect(sessionKey('fms-car-list', plusOnly)).toBe('');
  });

  it('shows the content with a key, else the wait, or that the session ended after sessionend', () => {
    expect(gateView('user:u|e', true)).toBe('content');
    expect(gateView('', false)).toBe('waiting');
    expect(gateView('', true)).toBe('ended');
    expect(gateText('ended')).toBe('登入已逾時，請重新登入。');
    expect(gateText('waiting')).toBe('等待登入，登入後即顯示內容。');
  });
});
