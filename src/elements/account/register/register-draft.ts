import { readJson, removeKey, writeJson } from '../../../core/storage';
import type { EnterpriseValues } from '../../shared/fleet/enterprise-rules';

/**
 * The registration draft (spec 3 'Registration draft': agree, enterprise) in session storage, so
 * moving between the steps, or reloading one, loses nothing. The admin's password is never stored:
 * it lives only in the step-3 form. The enterprise fields of step 1 are those the fleet-data page
 * (/enterprise) edits too.
 */
export type EnterpriseDraft = EnterpriseValues;

export interface AdminDraft {
  name: string;
  zhName: string;
  mobile: string;
  email: string;
}

export type VerifyBy = 'email' | 'otp';

export interface RegisterDraft {
  agree: boolean;
  enterprise: EnterpriseDraft;
  admin: AdminDraft;
  verifyBy: VerifyBy;
}

/** What the result page says: how the admin finishes (spec 2.11 'result'). */
export interface RegisterResult {
  verifyBy: VerifyBy;
  sentTo: string;
  expiresIn: number;
}

const DRAFT_KEY = 'fms.register.draft';
const RESULT_KEY = 'fms.register.result';

export const EMPTY_DRAFT: RegisterDraft = {
  agree: false,
  enterprise: { name: '', taxId: '', contactName: '', phone: '', email: '', address: '' },
  admin: { name: '', zhName: '', mobile: '', email: '' },
  verifyBy: 'email',
};

export function readDraft(): RegisterDraft {
  const stored = readJson<Partial<RegisterDraft>>('session', DRAFT_KEY, {});
  return {
    agree: stored.agree === true,
    enterprise: { ...EMPTY_DRAFT.enterprise, ...stored.enterprise },
    admin: { ...EMPTY_DRAFT.admin, ...stored.admin },
    verifyBy: stored.verifyBy === 'otp' ? 'otp' : 'email',
  };
}

export function writeDraft(draft: RegisterDraft): boolean {
  return writeJson('session', DRAFT_KEY, draft);
}

export const clearDraft = () => removeKey('session', DRAFT_KEY);
export const readResult = () => readJson<RegisterResult | null>('session', RESULT_KEY, null);
export const writeResult = (result: RegisterResult) => writeJson('session', RESULT_KEY, result);
