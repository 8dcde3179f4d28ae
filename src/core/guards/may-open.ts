import { parseLocation } from '../navigation/query';
import { pageFor } from '../pages/lookup';
import type { SessionState } from '../session/store';
import { nowInSeconds } from '../session/tokens';
import { DEFAULT_PAGE_CHECKS, runPageChecks } from './outcome';

/**
 * Whether a session may open a console path (issue 22, 11): the rule a link or button to another
 * page follows, so that no page offers a link its user cannot open. It asks the very checks the
 * route runs (spec 2.2, 6: the page manifest's prefix → code mapping, and any rule added to the
 * page checks), with maintenance left out: maintenance closes every page alike, not one link.
 *
 * - An unknown path, or one the checks refuse (/noAuth, or any other redirect that keeps the
 *   session, e.g. a role's own rule), may not be opened.
 * - A public page may always be opened (a signed-in user on / is merely sent on to their landing).
 * - A refusal that ends the session (no token, an expired one, no identity data) is not about the
 *   link: the route sends the user to sign in whichever link they follow, and an element embedded
 *   with tokens alone (no id token, so no code list: spec 6's "passes if no list is given") keeps
 *   its links.
 * `path` may carry a query (`/realTime?carUid=…`); never throws.
 */
export function mayOpenPath(path: string, session: SessionState, nowSeconds: number = nowInSeconds()): boolean {
  try {
    const location = parseLocation(path);
    const page = pageFor(location.path);
    if (!page) return false;
    if (page.access === 'public') return true;
    const outcome = runPageChecks(DEFAULT_PAGE_CHECKS, {
      path: location.path, query: location.query, session, nowSeconds, maintenance: false, bypassQuery: '',
    });
    return outcome.kind === 'allow' || (outcome.kind === 'redirect' && outcome.resetSession);
  } catch {
    return false;
  }
}
