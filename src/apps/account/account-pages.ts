/**
 * The account and public pages by path (spec 2.1, 2.2): which element shows, with which attributes,
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

export const ACCOUNT_PAGES: Readonly<Record<string, AccountPage>> = {
  '/forgetPassword': form('fms-forgot-password'),
  '/verifyOTP': form('fms-otp-verify', { mode: 'reset' }),
  '/resetPassword': form('fms-reset-password', { mode: 'otp' }),
  '/regularResetPassword': form('fms-reset-password', { mode: 'periodic' }),
  '/register/step1': form('fms-register', { step: '1' }),
  '/register/step2': form('fms-register', { step: '2' }),
  '/register/step3': form('fms-register', { step: '3' }),
  '/register/result': form('fms-register', { step: 'result' }),
  '/verify': form('fms-verify-account', { outcome: '' }),
  '/verify/success': form('fms-verify-account', { outcome: 'success' }),
  '/verify/error': form('fms-verify-account', { outcome: 'error' }),
  '/serviceTerm': document('fms-legal-text', { doc: 'terms', variant: 'web' }),
  '/privacy': document('fms-legal-text', { doc: 'privacy', variant: 'web' }),
  '/serviceTerm/app': document('fms-legal-text', { doc: 'terms', variant: 'app' }),
  '/appServiceTerms': document('fms-legal-text', { doc: 'terms', variant: 'app' }),
  '/appPrivacy': document('fms-legal-text', { doc: 'privacy', variant: 'app' }),
  '/downloadApp': document('fms-app-download'),
};

export const accountPage = (path: string): AccountPage | null => ACCOUNT_PAGES[path] ?? null;
