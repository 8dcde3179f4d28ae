import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { followInConsole } from '../chrome/links';

/**
 * A link to a console page through the core's `followLink` (no reload inside the console, so the
 * session store, e.g. the access token of a forced reset, survives; embedded, a `navrequest` event
 * for the host). A modified click or a new tab is left to the browser, which opens the real address.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    followInConsole(event);
  }
  return <a {...rest} href={href} onClick={click} />;
}
