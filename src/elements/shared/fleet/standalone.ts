import { $inConsole } from '../../../core/navigation/follow-link';
import { $session, adoptUrlTokens, hostSuppliesTokens, loadSessionFromCookies } from '../../../core/session';
import { wireCore } from '../../../core/wire';

/**
 * Makes an element work on its own in a plain HTML page (a partner portal, a test host): the core
 * is wired once and a page that has not loaded its session yet reads it from the cookies. Inside
 * the console the root has done both, so this changes nothing there.
 */
export function ensureStandalone(): void {
  wireCore();
  // A page that supplies its own tokens (provideTokens, setSessionTokens, or spec 2.10 URL tokens in
  // a web view) has no console cookies.
  if ($session.get().accessToken || hostSuppliesTokens()) return;
  if (!$inConsole.get() && adoptUrlTokens(window.location.search)) return;
  loadSessionFromCookies();
}
