import { HOME_PATH, NO_AUTH_PATH } from '../guards/public-paths';
import { mayOpen, pageFor } from './lookup';
import { visibleMenuPaths } from './menu';
import { pathOf } from './paths';

/**
 * Where a signed-in user lands (spec 2.2; issue 10): /monitor when allowed, otherwise the first page
 * of the main navigation the user both sees and may open (an item shown by its menu code whose page
 * the prefix check refuses, e.g. /maintenanceCycle for a P_P38-only user, is skipped), then the user
 * menu's /user (P_P36). A user who may open none of them lands on /noAuth.
 */
export function landingPath(codes: readonly string[] | undefined | null): string {
  const candidates = [HOME_PATH, ...visibleMenuPaths(codes ?? undefined), pathOf('user')];
  return candidates.find((path) => {
    const page = pageFor(path);
    return page !== null && mayOpen(page, codes);
  }) ?? NO_AUTH_PATH;
}
