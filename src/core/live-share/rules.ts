import { LIVE_SHARE_DURATIONS, type LiveShareChoice } from '../api/contract/live-share';
import { formatTaipei } from '../format/taipei';
import { MINUTE_MS, DAY_MS, TAIPEI_OFFSET_MS } from '../format/time-units';

/**
 * The rules of a live-share link (issue 27, 4), pure so the server and the console's dialog decide
 * alike: when a chosen duration ends, whether a link still works, and the words a refused one shows.
 */

/** The longest a chosen time may reach: a link is for a delivery, not a standing window into the fleet. */
export const LIVE_SHARE_MAX_DAYS = 7;
/** The shortest a chosen time may be: a link that ends before it is sent is of no use. */
export const LIVE_SHARE_MIN_MINUTES = 5;
/** How often the shared view reads the truck again: the simulated trucks move once a second. */
export const LIVE_SHARE_POLL_MS = 2000;

export const LIVE_SHARE_INVALID = '分享連結無效，請向分享者索取新的連結。';
export const LIVE_SHARE_REVOKED = '此分享連結已被撤銷，請向分享者索取新的連結。';
export const liveShareExpiredText = (expiresAt: number) =>
  `此分享連結已於 ${formatTaipei(expiresAt, 'YYYY-MM-DD HH:mm')} 到期，請向分享者索取新的連結。`;

export type ExpiryResult = { ok: true; expiresAt: number } | { ok: false; message: string };

/** When a link made at `now` with this choice ends; a chosen time must lie between 5 minutes and 7 days ahead. */
export function expiryOf(choice: LiveShareChoice, now: number, chosen?: number | null): ExpiryResult {
  if (choice !== 'custom') {
    const duration = LIVE_SHARE_DURATIONS.find((d) => d.key === choice);
    return duration ? { ok: true, expiresAt: now + duration.minutes * MINUTE_MS } : { ok: false, message: '請選擇有效期限。' };
  }
  if (chosen === undefined || chosen === null || !Number.isFinite(chosen)) return { ok: false, message: '請選擇到期時間。' };
  if (chosen < now + LIVE_SHARE_MIN_MINUTES * MINUTE_MS) return { ok: false, message: `到期時間須在 ${LIVE_SHARE_MIN_MINUTES} 分鐘之後。` };
  if (chosen > now + LIVE_SHARE_MAX_DAYS * DAY_MS) return { ok: false, message: `到期時間最長為 ${LIVE_SHARE_MAX_DAYS} 天內。` };
  return { ok: true, expiresAt: chosen };
}

/** A link's record as the check reads it. */
export interface LiveShareState {
  expiresAt: number;
  revokedAt: number | null;
}

/** Why a link no longer works at `now` (the words its reader sees), or null while it works. Revoked wins: it says whom to ask. */
export function liveShareRefusal(state: LiveShareState | null, now: number): string | null {
  if (!state) return LIVE_SHARE_INVALID;
  if (state.revokedAt !== null) return LIVE_SHARE_REVOKED;
  if (now >= state.expiresAt) return liveShareExpiredText(state.expiresAt);
  return null;
}

/** The query parameter of a shared link: /live-share.html?share=<token>. */
export const LIVE_SHARE_PARAM = 'share';

/** The page a shared link opens: the demo's host page of <fms-live-share> on the console's origin. */
export function liveShareUrl(origin: string, token: string): string {
  return `${origin}/live-share.html?${new URLSearchParams({ [LIVE_SHARE_PARAM]: token }).toString()}`;
}

/** The share token a shared page's query carries, or '' without one. */
export function liveShareTokenOf(search: string): string {
  return new URLSearchParams(search).get(LIVE_SHARE_PARAM) ?? '';
}

/** The instant a date-time field's 'YYYY-MM-DDTHH:mm' names on Taipei's clock (which keeps no summer time), or null. */
export function taipeiInputTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const utc = Date.parse(`${value}:00Z`);
  return Number.isFinite(utc) ? utc - TAIPEI_OFFSET_MS : null;
}
