// The modules that hold the configure functions, not the folders' indexes: wiring then loads
// neither the bell's store nor the socket stores and their date rules (issue 9, lean delivery).
import { configureNotifications } from './notifications/wiring';
import { onAccountEnded } from './http/client';
import { endSession, keepSessionAlive, onSignOut, refreshSession, renewSession } from './session';
import { configureSockets } from './sockets/channel';

let wired = false;

export interface WireOptions {
  /**
   * What to do once a refresh answered 401 and the session was reset (spec 4): the console root
   * sends the user to /; an element embedded in a partner page leaves the page's URL alone.
   */
  onSessionEnded?: () => void;
}

/**
 * Connects the core's parts that must not import each other: sockets close and the bell empties on
 * sign-out, saving a notification switch refreshes the token (spec 2.5, 4), the tokens are renewed
 * before the access token expires, and a socket the server dropped for an expired token renews them
 * and reconnects (issue 10, 11 and 14); a call answering that the account was disabled or deleted
 * ends the session with that reason (issue 22, 12). The console root calls it once; an element that needs
 * sockets or the bell calls it too, so it works on its own. A call with `onSessionEnded` sets it
 * even after an element wired the core first.
 */
export function wireCore(options: WireOptions = {}): void {
  if (wired) {
    if (options.onSessionEnded) keepSessionAlive(options);
    return;
  }
  wired = true;
  configureSockets({ onSignOut, renewSession });
  configureNotifications({ refreshToken: refreshSession, onSignOut });
  // A call refused because the account was disabled or deleted ends the session (issue 22, 12).
  onAccountEnded(endSession);
  keepSessionAlive(options);
}
