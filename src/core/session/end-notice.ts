import { isAccountEndStatus, STATUS_MESSAGES } from '../api/contract/status';
import { readJson, removeKey, writeJson } from '../storage/safe-storage';

/**
 * Why a session ended for good (issue 22, 12): an administrator disabled or deleted the account. The
 * message waits in this tab's session storage for the sign-in page, which shows it once; a reload of
 * the sign-in page before that still shows it.
 */
export const SESSION_END_NOTICE_KEY = 'fms.session.endNotice';

/** The message of an answer that ends the account's sessions for good (4010003, 4010004), or null for any other. */
export function accountEndNotice(body: { status: number; message?: string }): string | null {
  if (!isAccountEndStatus(body.status)) return null;
  return body.message || STATUS_MESSAGES[body.status] || null;
}

export const readSessionEndNotice = (): string => readJson<string>('session', SESSION_END_NOTICE_KEY, '');
export const writeSessionEndNotice = (message: string): boolean => writeJson('session', SESSION_END_NOTICE_KEY, message);
export const clearSessionEndNotice = (): void => removeKey('session', SESSION_END_NOTICE_KEY);
