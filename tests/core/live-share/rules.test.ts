import { describe, expect, it } from 'vitest';
import {
  expiryOf, liveShareExpiredText, taipeiInputTime, liveShareRefusal, liveShareTokenOf, liveShareUrl, LIVE_SHARE_INVALID, LIVE_SHARE_REVOKED,
} from '../../../src/core/live-share';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/core/format/time-units';

/** Issue 27, 4: a live-share link's expiry choices and the checks every read makes. */
const NOW = Date.parse('2026-11-20T10:00:00+08:00');

describe('the expiry a choice gives', () => {
  it.each([
    ['15m', 15 * MINUTE_MS],
    ['1h', HOUR_MS],
    ['8h', 8 * HOUR_MS],
    ['24h', 24 * HOUR_MS],
  ] as const)('%s ends that long after now', (choice, ms) => {
    expect(expiryOf(choice, NOW)).toEqual({ ok: true, expiresAt: NOW + ms });
  });

  it.each([
    ['a time 2 hours ahead is taken', NOW + 2 * HOUR_MS, { ok: true, expiresAt: NOW + 2 * HOUR_MS }],
    ['exactly 5 minutes ahead is taken', NOW + 5 * MINUTE_MS, { ok: true, expiresAt: NOW + 5 * MINUTE_MS }],
    ['exactly 7 days ahead is taken', NOW + 7 * DAY_MS, { ok: true, expiresAt: NOW + 7 * DAY_MS }],
    ['a past time is refused', NOW - MINUTE_MS, { ok: false, message: '到期時間須在 5 分鐘之後。' }],
    ['a time under 5 minutes ahead is refused', NOW + 4 * MINUTE_MS, { ok: false, message: '到期時間須在 5 分鐘之後。' }],
    ['a time past 7 days is refused', NOW + 7 * DAY_MS + 1, { ok: false, message: '到期時間最長為 7 天內。' }],
    ['no time is refused', undefined, { ok: false, message: '請選擇到期時間。' }],
    ['an unreadable time is refused', Number.NaN, { ok: false, message: '請選擇到期時間。' }],
  ])('a chosen time: %s', (_, chosen, expected) => {
    expect(expiryOf('custom', NOW, chosen)).toEqual(expected);
  });
});

describe('whether a link still works', () => {
  it.each([
    ['a working link works', { expiresAt: NOW + 1, revokedAt: null }, null],
    ['an unknown link is invalid', null, LIVE_SHARE_INVALID],
    ['a revoked link says so', { expiresAt: NOW + HOUR_MS, revokedAt: NOW - 1 }, LIVE_SHARE_REVOKED],
    ['a link at its expiry has expired, in Taipei time', { expiresAt: NOW, revokedAt: null }, '此分享連結已於 2026-11-20 10:00 到期，請向分享者索取新的連結。'],
    ['revoked wins over expired', { expiresAt: NOW - HOUR_MS, revokedAt: NOW - 2 * HOUR_MS }, LIVE_SHARE_REVOKED],
  ])('%s', (_, state, expected) => {
    expect(liveShareRefusal(state, NOW)).toBe(expected);
  });

  it('the expired words name the expiry', () => {
    expect(liveShareExpiredText(NOW + HOUR_MS)).toContain('2026-11-20 11:00');
  });
});

describe('the shared link', () => {
  it('carries its token in the query and reads it back', () => {
    const url = liveShareUrl('https://fleet.example', 'a.b+c/d');
    expect(url).toBe('https://fleet.example/live-share.html?share=a.b%2Bc%2Fd');
    expect(liveShareTokenOf(new URL(url).search)).toBe('a.b+c/d');
    expect(liveShareTokenOf('?month=2026-11')).toBe('');
  });
});

describe('a chosen time typed in the dialog', () => {
  it.each([
    ['2026-11-20T12:30', Date.parse('2026-11-20T12:30:00+08:00')],
    ['2026-11-21T00:00', Date.parse('2026-11-21T00:00:00+08:00')],
    ['', null],
    ['2026-11-20', null],
    ['2026-13-40T99:99', null],
  ])('%s reads as Taipei time', (value, expected) => {
    expect(taipeiInputTime(value)).toBe(expected);
  });
});
