import { API_STATUS, STATUS_MESSAGES } from '../api/contract/status';
import type { SessionState } from '../session/store';

/**
 * Who may render on a partner page before it handed over its tokens (issue 23, 1 and 6): the rules
 * of the session gate every embedded element passes (src/elements/shared/session-gate.ts), kept
 * pure here. Inside the console none of this applies: its root signs in from its cookies first.
 */

/**
 * Elements that work without a console session: the public account pages, documents, the monthly
 * report (a shared link; signed out it asks for one and calls nothing), the live-share view (its link's
 * token is the capability, issue 27, 4), a stream URL with its own
 * token, the ops sidebar with its ops token, and page chrome.
 */
export const PUBLIC_TAGS: ReadonlySet<string> = new Set([
  'fms-app-download', 'fms-app-footer', 'fms-dtc-advice', 'fms-forgot-password', 'fms-hls-player',
  'fms-legal-text', 'fms-live-share', 'fms-loading-overlay', 'fms-monthly-report', 'fms-ops-sidebar', 'fms-otp-verify', 'fms-register',
  'fms-reset-password', 'fms-sign-in', 'fms-toast-region', 'fms-verify-account',
]);

/** Plus service elements: an app web view signs them in with the plus access token alone (spec 2.9, 6). */
export const PLUS_TAGS: ReadonlySet<string> = new Set([
  'fms-car-services', 'fms-service-checkout', 'fms-service-order', 'fms-service-orders', 'fms-service-record', 'fms-service-redeem',
]);

/** True when the element calls the API as the signed-in user, so it must wait for a session. */
export function needsSession(tag: string): boolean {
  return tag.startsWith('fms-') && !PUBLIC_TAGS.has(tag);
}

/**
 * Who the session is for the element, '' when there is none it can use. A token renewal for the same
 * user and enterprise keeps the key; another user or enterprise changes it, and the element loads
 * again from the start.
 */
export function sessionKey(tag: string, session: SessionState): string {
  if (session.accessToken) {
    const token = session.tokenData ?? { exp: 0 };
    const user = String(token.sub ?? session.idData?.sub ?? '');
    const enterprise = String(token.ent ?? session.idData?.enterprise.uid ?? session.idData?.enterprise.name ?? '');
    return `user:${user}|${enterprise}`;
  }
  return PLUS_TAGS.has(tag) && session.plusAccessToken ? 'plus' : '';
}

/** What a gated element shows: its own content, a wait for the sign-in, or that the session ended. */
export type GateView = 'content' | 'waiting' | 'ended';

export function gateView(key: string, ended: boolean): GateView {
  if (key) return 'content';
  return ended ? 'ended' : 'waiting';
}

export const WAITING_TEXT = '等待登入，登入後即顯示內容。';

/** What a gated element says instead of its content; ended: the words of a call answered 401 (spec 7.1). */
export function gateText(view: Exclude<GateView, 'content'>): string {
  return view === 'ended' ? STATUS_MESSAGES[API_STATUS.UNAUTHENTICATED] : WAITING_TEXT;
}
