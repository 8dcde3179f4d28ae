import { PAGES } from '../pages/manifest';
import { normalizePath } from '../navigation/query';
import { pathOf } from '../pages/paths';

/** Pages that need no sign-in (spec 2.2), from the page manifest. Matched exactly, not by prefix. */
export const PUBLIC_PATHS: readonly string[] = PAGES.filter((page) => page.access === 'public').map((page) => page.path);

/** The sign-in page, the landing page after sign-in, and the page of a missing permission (spec 2.2, 6). */
export const SIGN_IN_PATH = '/';
export const HOME_PATH = pathOf('monitor');
export const NO_AUTH_PATH = pathOf('noAuth');

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(path));
}
