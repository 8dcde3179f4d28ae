import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../../core/navigation';
import { pathOf, type PageId } from '../../core/pages';
import { detailOf, titleOf } from '../../core/pages/details';

/**
 * Follows a link of the console through the router (which asks about unsaved changes); a click
 * with a modifier key or another button is left to the browser (a new tab, a new window).
 */
export function followRoute(event: MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(path);
}

/** A link to another page of the console, on a line of its own (back to a list, another car); `to` from pathOf. */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  return <p style={{ margin: '0 0 8px' }}><a href={to} onClick={(e) => followRoute(e, to)}>{children}</a></p>;
}

/**
 * The back link of a page (← 返回{title}) to its parent in the manifest. `params` fill the parent's
 * path (a car's journeys for its replay); `to` names another page where the link goes elsewhere (a
 * replay without a car goes to the cars), `label` words it where the link does not say the target's
 * title (返回車輛列表 to 軌跡回放).
 */
export function BackLink({ of, to, params, label }: { of: PageId; to?: PageId; params?: Readonly<Record<string, string>>; label?: string }) {
  const target = to ?? detailOf(of).parent;
  if (!target) return null;
  const path = (pathOf as (id: PageId, values?: object) => string)(target, params);
  return <RouteLink to={path}>← 返回{label ?? titleOf(target)}</RouteLink>;
}
