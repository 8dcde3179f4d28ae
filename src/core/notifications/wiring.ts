/**
 * What the notifications need from the session, set by `wireCore` (../wire.ts). It lives apart from
 * the store so that wiring the core does not load the store, the bell's rules and their date
 * library: the sign-in page, which shows no bell, never fetches them (issue 9, lean delivery).
 */
export interface NotificationDeps {
  /** Refreshes the tokens, so idData carries the saved settings (spec 4 'Session'). */
  refreshToken: () => Promise<unknown>;
}

export const notificationDeps: NotificationDeps = { refreshToken: async () => undefined };

type SignOutRegistrar = (listener: () => void) => unknown;
const registrars: SignOutRegistrar[] = [];
const resets: Array<() => void> = [];

/**
 * Wires the notifications to the session, which is written elsewhere: the app passes the session's
 * `refreshSession` and `onSignOut` (see README). Without a refreshToken, saving a setting skips the
 * refresh.
 */
export function configureNotifications(options: Partial<NotificationDeps> & { onSignOut?: SignOutRegistrar }): void {
  const { onSignOut, ...rest } = options;
  Object.assign(notificationDeps, rest);
  if (!onSignOut) return;
  registrars.push(onSignOut);
  for (const reset of resets) onSignOut(reset);
}

/** The store's reset: run at every sign-out, whether the store loaded before or after the wiring. */
export function resetOnSignOut(reset: () => void): void {
  resets.push(reset);
  for (const register of registrars) register(reset);
}
