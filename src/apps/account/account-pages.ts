import { matchPage, type PageId } from '../../core/pages';

/**
 * The account and public pages by page id (spec 2.1, 2.2): which element shows, with which attributes,
 * and whether it is a form under the product title (the terms, privacy and download pages carry
 * their own h1). Pure, so the table is checked without rendering.
 */
export type AccountTag =
  | 'fms-forgot-password' | 'fms-otp-verify' | 'fms-reset-password' | 'fms-register' | 'fms-verify-account'
  | 'fms-legal-text' | 'fms-app-download';

export interface AccountPage {
  tag: AccountTag;
  attributes: Record<string, string>;
  /** A form page: the product title above, a narrow column. */
  form: boolean;
}

const form = (tag: AccountTag, attributes: Record<string, string> = {}): AccountPage => ({ tag, attributes, form: true });
const document = (tag: AccountTag, attributes: Record<string, string> = {}): AccountPage => ({ tag, attributes, form: false });

export const ACCOUNT_PAGES: Readonly<Partial<Record<PageId, AccountPage>>> = {
  forgetPassword: form('fms-forgot-password'),
  verifyOtp: form('fms-otp-verify', { mode: 'reset' }),
  resetPassword: form('fms-reset-password', { mode: 'otp' }),
  regularResetPassword: form('fms-reset-password', { mode: 'periodic' }),
  registerTerms: form('fms-register', { step: '1' }),
  registerEnterprise: form('fms-register', { step: '2' }),
  registerAdmin: form('fms-register', { step: '3' }),
  registerResult: form('fms-register', { step: 'result' }),
  verify: form('fms-verify-account', { outcome: '' }),
  verifySuccess: form('fms-verify-account', { outcome: 'success' }),
  verifyError: form('fms-verify-account', { outcome: 'error' }),
  serviceTerm: document('fms-legal-text', { doc: 'terms', variant: 'web' }),
  privacy: document('fms-legal-text', { doc: 'privacy', variant: 'web' }),
  serviceTermApp: document('fms-legal-text', { doc: 'terms', variant: 'app' }),
  appServiceTerms: document('fms-legal-text', { doc: 'terms', variant: 'app' }),
  appPrivacy: document('fms-legal-text', { doc: 'privacy', variant: 'app' }),
  downloadApp: document('fms-app-download'),
};

/** The account page a path opens (read by the console's one matcher), or null. */
export function accountPage(path: string): AccountPage | null {
  const id = matchPage(path)?.id;
  return (id && ACCOUNT_PAGES[id]) ?? null;
}
