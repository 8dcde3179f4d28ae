import { configureNotifications } from './notifications';
import { onSignOut, refreshSession } from './session';
import { configureSockets } from './sockets';

let wired = false;

/**
 * Connects the core's parts that must not import each other: sockets close and the bell empties on
 * sign-out, and saving a notification switch refreshes the token (spec 2.5, 4). The console root
 * calls it once; an element that needs sockets or the bell calls it too, so it works on its own.
 */
export function wireCore(): void {
  if (wired) return;
  wired = true;
  configureSockets({ onSignOut });
  configureNotifications({ refreshToken: refreshSession, onSignOut });
}
