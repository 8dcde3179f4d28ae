import { $session, hostSuppliesTokens, loadSessionFromCookies } from '../../../core/session';
import { wireCore } from '../../../core/wire';

/**
 * Makes an element work on its own in a plain HTML page (a partner portal, a test host): the core
 * is wired once and a page that has not loaded its session yet reads it from the cookies. Inside
 * the console the root has done both, so this changes nothing there.
 */
export function ensureStandalone(): void {
  wireCore();
  // A page that supplies its own tokens (provideTokens, setSessionTokens) has no console cookies.
  if (!$session.get().accessToken && !hostSuppliesTokens()) loadSessionFromCookies();
}
