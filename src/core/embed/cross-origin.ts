import { logHostMissing } from './host-missing';
import { checkOrigin } from './origin-check';

/**
 * What the core explains on a page whose console is at another origin (config/store.ts loads this
 * when `console` is set, never in the console's own build): a missing `console` setting, and an
 * origin the console refuses. Nothing when the console is this page's own origin.
 */
export function explainCrossOrigin(consoleBase: string, hostMissing: boolean): Promise<boolean> {
  if (new URL(consoleBase, location.href).origin === location.origin) return Promise.resolve(false);
  if (hostMissing) logHostMissing(new URL(consoleBase).origin);
  return checkOrigin(consoleBase);
}
