import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../../../core/navigation';

/**
 * A link to a console page that moves through the core router (no reload, so the session store,
 * e.g. the access token of a forced reset, survives). A modified click or a new tab is left to the
 * browser, which opens the real address.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    void navigate(href);
  }
  return <a {...rest} href={href} onClick={click} />;
}
