import { normalizePath } from '../navigation/query';

/** Pages that need no sign-in (spec 2.2). Matched exactly, not by prefix. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/forgetPassword', '/verifyOTP', '/resetPassword', '/regularResetPassword',
  '/register/step1', '/register/step2', '/register/step3', '/register/result',
  '/verify', '/verify/success', '/verify/error',
  '/privacy', '/appPrivacy', '/appServiceTerms', '/serviceTerm', '/serviceTerm/app',
  '/dvrForApp', '/service/app', '/event/report', '/downloadApp', '/testHLS',
  '/serviceManagement/step3', '/serviceManagement/payment',
  '/serviceManagement/app', '/serviceManagement/app/redirect', '/serviceManagement/app/plans',
  '/serviceManagement/app/payment', '/serviceManagement/app/step1', '/serviceManagement/app/step2',
  '/serviceManagement/app/step3',
  '/serviceOrder/app/history', '/serviceOrder/app/detail', '/serviceOrder/app/repurchase',
  '/serviceOrder/app/paymentAccount',
];

/** Pages that need a sign-in but skip the permission check (spec 2.2, 6). */
export const PERMISSION_EXEMPT_PATHS: readonly string[] = ['/noAuth', '/journeyManagement'];

/** The sign-in page, and the landing page after sign-in (spec 2.2, 9). */
export const SIGN_IN_PATH = '/';
export const HOME_PATH = '/monitor';
export const NO_AUTH_PATH = '/noAuth';

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(path));
}

export function isPermissionExempt(path: string): boolean {
  return PERMISSION_EXEMPT_PATHS.includes(normalizePath(path));
}
