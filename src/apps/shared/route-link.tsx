import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../../core/navigation';

/**
 * Follows a link of the console through the router (which asks about unsaved changes); a click
 * with a modifier key or another button is left to the browser (a new tab, a new window).
 */
export function followRoute(event: MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(path);
}

/** A link to another page of the console, on a line of its own (back to a list, another car). */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  return <p style={{ margin: '0 0 8px' }}><a href={to} onClick={(e) => followRoute(e, to)}>{children}</a></p>;
}
