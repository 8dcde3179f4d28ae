import { $inConsole } from '../../core/navigation/follow-link';
// The modules, not the session's index: an element bundle then carries no sign-in or refresh code it does not use.
import { loadSessionFromCookies } from '../../core/session/first-load';
import { adoptUrlTokens } from '../../core/session/host-tokens';
import { hostSuppliesTokens } from '../../core/session/persist';
import { $session } from '../../core/session/store';

/**
 * (The console's standalone helpers, shared/chrome and shared/fleet, do the same after wiring the
 * core; sharing this function moved it into the console's sign-in chunk, over its size budget.)
 *
 * Reads the session an embedded element may find on its page before it waits for one: tokens the
 * page supplied win (provideTokens, setSessionTokens); else spec 2.10 URL tokens in a web view;
 * else the console's cookies of the same site. Inside the console the root has read them already.
 */
export function readPageSession(): void {
  if ($session.get().accessToken || hostSuppliesTokens()) return;
  if (!$inConsole.get() && adoptUrlTokens(window.location.search)) return;
  loadSessionFromCookies();
}
