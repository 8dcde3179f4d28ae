import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { consoleHref, followInConsole } from '../chrome/links';
import { useMayOpen } from '../chrome/may-open';

/**
 * A link to a console page through the core's `followLink` (no reload inside the console, so the
 * session store, e.g. the access token of a forced reset, survives; embedded, a `navrequest` event
 * for the host). A modified click or a new tab is left to the browser, which opens the real address.
 * A page its user may not open is not offered at all (issue 22, 11: the route's own rule).
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    followInConsole(event);
  }
  const mayOpen = useMayOpen();
  if (!mayOpen(href)) return null;
  return <a {...rest} href={consoleHref(href)} onClick={click} />;
}
