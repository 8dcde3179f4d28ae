import { $inConsole } from '../../../core/navigation/follow-link';
import { $session, adoptUrlTokens, hostSuppliesTokens, loadSessionFromCookies } from '../../../core/session';
import { wireCore } from '../../../core/wire';

let started = false;

/**
 * Makes a chrome element work on its own in a plain HTML page (a partner portal, a test host): the
 * core is wired once (sockets close and the bell empties on sign-out), and a page that has not
 * loaded its session yet reads it from the cookies. Runs once per page: after a sign-out the empty
 * session must stay empty (re-reading the cookies on every render would loop). Inside the console
 * the root has done both already, so this changes nothing there.
 */
export function ensureCore(): void {
  if (started) return;
  started = true;
  wireCore();
  // A page that supplies its own tokens (provideTokens, setSessionTokens, or spec 2.10 URL tokens in
  // a web view) has no console cookies.
  if ($session.get().accessToken || hostSuppliesTokens()) return;
  if (!$inConsole.get() && adoptUrlTokens(window.location.search)) return;
  loadSessionFromCookies();
}
