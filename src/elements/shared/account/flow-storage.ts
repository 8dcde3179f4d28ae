import { readJson, removeKey, writeJson } from '../../../core/storage';

/**
 * What the account pages hand each other in browser session storage (per tab, gone when the tab
 * closes). Only the OTP request's id travels between pages; reset tokens and drafts never go in
 * the URL. Keys are prefixed so they cannot meet the app hand-off keys of spec 9.
 */
const KEYS = {
  otp: 'fms.account.otp',
  resetToken: 'fms.account.resetToken',
  flash: 'fms.account.flash',
  verify: 'fms.account.verify',
} as const;

/** An OTP request: password reset (forgot password) or account activation (registration). */
export type OtpPurpose = 'reset' | 'activation';

export interface OtpRequest {
  purpose: OtpPurpose;
  otpToken: string;
  /** Where the code went, masked by the server (0912***678, a***@b.tw). */
  sentTo: string;
}

export const readOtpRequest = (purpose: OtpPurpose): OtpRequest | null => {
  const stored = readJson<OtpRequest | null>('session', KEYS.otp, null);
  return stored && stored.purpose === purpose && stored.otpToken ? stored : null;
};
export const writeOtpRequest = (request: OtpRequest) => writeJson('session', KEYS.otp, request);
export const clearOtpRequest = () => removeKey('session', KEYS.otp);

export const readResetToken = () => readJson<string>('session', KEYS.resetToken, '');
export const writeResetToken = (token: string) => writeJson('session', KEYS.resetToken, token);
export const clearResetToken = () => removeKey('session', KEYS.resetToken);

/** A one-time notice for the next page (e.g. the sign-in page after a periodic reset). */
export function writeFlash(message: string): boolean {
  return writeJson('session', KEYS.flash, message);
}

/** Read it while rendering, clear it in an effect (a render may run twice). */
export const readFlash = () => readJson<string>('session', KEYS.flash, '');
export const clearFlash = () => removeKey('session', KEYS.flash);

/** The outcome of an activation, for /verify/success and /verify/error. */
export interface VerifyOutcome {
  ok: boolean;
  message: string;
  name?: string;
  zhName?: string;
  enterpriseName?: string;
}

export const readVerifyOutcome = () => readJson<VerifyOutcome | null>('session', KEYS.verify, null);
export const writeVerifyOutcome = (outcome: VerifyOutcome) => writeJson('session', KEYS.verify, outcome);
