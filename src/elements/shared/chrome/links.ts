import type { MouseEvent } from 'react';
import { consoleHref, followLink, type LinkTarget } from '../../../core/navigation/follow-link';
import type { NavigateOptions } from '../../../core/navigation/router';

export { consoleHref };

/** True for a plain left click that the page should handle (not a new tab, window or download). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.currentTarget.target;
  return !target || target === '_self';
}

/** The target of a console URL: its path, its query when it has one, and the caller's facts. */
export function linkTarget(url: URL, extra?: Record<string, unknown>): LinkTarget {
  const query = Object.fromEntries(url.searchParams);
  return { ...extra, path: url.pathname, ...(Object.keys(query).length ? { query } : {}) };
}

/**
 * A click on an in-console link goes through the core's `followLink`: inside the console the router
 * moves (no reload, so the guards run, spec 2.2); embedded in a partner page the element emits its
 * cancellable `navrequest` event and changes no URL unless the host allows it (issue 9). The anchor
 * keeps its real href (absolute at the console when embedded: consoleHref, issue 23): a middle click, a modified click or a link that opens elsewhere behaves as
 * the browser would. `extra` joins the event's detail (e.g. {carUid}).
 */
export function followInConsole(event: MouseEvent<HTMLAnchorElement>, after?: () => void, extra?: Record<string, unknown>): void {
  const anchor = event.currentTarget;
  if (!isPlainClick(event)) return;
  const url = new URL(anchor.href, window.location.href);
  // Embedded, the console's links are absolute (consoleHref): a link elsewhere is the browser's.
  if (url.origin !== new URL(consoleHref('/'), window.location.href).origin) return;
  event.preventDefault();
  after?.();
  followLink(anchor, linkTarget(url, extra));
}

/**
 * Goes to a console path after a user's action (a form sent, a step done) through `followLink`,
 * from `from` (the form or the element's root; the document when there is none).
 */
export function followPath(from: EventTarget | null, to: string, options?: NavigateOptions): void {
  followLink(from ?? document, linkTarget(new URL(to, window.location.origin)), options);
}
