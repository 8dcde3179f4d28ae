import { validateOnceToken } from '../api/plus';
import { storePlusAccessToken } from '../session/persist';
import { SESSION_KEYS } from '../storage/keys';

/**
 * The app hand-off (spec 2.9, 7.9): the mobile app opens a web view on
 * /serviceManagement/app?carUid=…&onceToken=…; the page spends the one-time token for a plus access
 * token, which then carries every plus and payment call of the app pages (one car only).
 */

export const HAND_OFF_FAILED = '一次性憑證無效、已使用或已過期，請回到 App 重新開啟此頁。';

export interface HandOffQuery {
  carUid: string;
  onceToken: string;
}

/** The hand-off in a query, or null when either part is missing or malformed. */
export function handOffOf(query: URLSearchParams | Record<string, string | undefined>): HandOffQuery | null {
  const get = (key: string) => ((query instanceof URLSearchParams ? query.get(key) : query[key]) ?? '').trim();
  const carUid = get('carUid');
  const onceToken = get(SESSION_KEYS.onceToken);
  if (!carUid || !onceToken || carUid.length > 64 || onceToken.length > 200) return null;
  return { carUid, onceToken };
}

export type HandOffOutcome = { ok: true; carUid: string } | { ok: false; message: string };

/** Spends the one-time token and keeps the plus access token (store and cookie) for its lifetime. */
export async function openPlusSession(handOff: HandOffQuery, validate = validateOnceToken): Promise<HandOffOutcome> {
  const body = await validate(handOff);
  if (body.status !== 0 || !body.data?.plusAccessToken) return { ok: false, message: body.message || HAND_OFF_FAILED };
  storePlusAccessToken(body.data.plusAccessToken, body.data.expiresIn);
  return { ok: true, carUid: body.data.carUid };
}
