import type { PermissionCode } from '../api/contract/permissions';
import { hasPermission } from '../guards/permissions';
import { matchRoute } from '../navigation/routes';
import { PAGES, type Page } from './manifest';

const BY_PATTERN = new Map(PAGES.map((page) => [page.path, page]));

/** The declared page a path opens (its parameters filled in), or null for an unknown path. */
export function pageFor(path: string): Page | null {
  const match = matchRoute(path);
  return match ? BY_PATTERN.get(match.pattern) ?? null : null;
}

/**
 * The code a path needs (spec 6), or '' for the empty code: a public page, a sign-in-only page
 * (/noAuth, /journeyManagement, the paths under no prefix) or an unknown path.
 */
export function permissionForPath(path: string): PermissionCode | '' {
  const access = pageFor(path)?.access;
  return access === undefined || access === 'public' || access === 'signedIn' ? '' : access;
}

/** True when a signed-in user holding `codes` passes the page's permission check (spec 6). */
export function mayOpen(page: Page, codes: readonly string[] | undefined | null): boolean {
  return page.access === 'public' || page.access === 'signedIn' || hasPermission(codes, page.access);
}
