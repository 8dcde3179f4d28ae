import { atom, type ReadableAtom } from 'nanostores';
import { $config } from '../config/store';
import { formatLocation, type QueryInput } from './query';
import { navigate, type NavigateOptions } from './router';

/**
 * Following an in-console link from an element (issue 9, navigation). Inside the console the
 * router moves as before; embedded in a partner page, the element asks its host with a cancellable
 * `navrequest` event and, by default, changes no URL.
 */

/**
 * The event an embedded element dispatches for a link (noun-verb like every element event): when
 * the page has no console root and the user follows an in-console link, the element asks its host
 * with this bubbling, composed, cancellable event, detail {path, query?, …facts such as carUid}, and
 * changes no URL; after `fmsConsole.configure({allowNavigation: true})` an uncancelled request loads
 * the console's page. Inside the console the router moves and no event is dispatched.
 */
export const NAV_REQUEST_EVENT = 'navrequest';

/** Where a link goes: the console path, its query, and facts a host may use (e.g. carUid). */
export interface LinkTarget {
  path: string;
  query?: QueryInput;
  [key: string]: unknown;
}

const inConsole = atom(false);

/** True once the console's single-spa root has started on this page; read-only. */
export const $inConsole: ReadableAtom<boolean> = inConsole;

/** Called by the console root when it boots (and by tests standing in for it). */
export function markInConsole(on = true): void {
  inConsole.set(on);
}

/**
 * The href of a console path on an element's link (issue 23, 6): the path under the config's
 * `console`, so "open in new tab" on a partner page opens the console's page; a plain click still
 * goes through followLink. Inside the console (its own build) and on a page of the console's
 * origin (`console` empty) the path stays as it is.
 */
export function consoleHref(path: string): string {
  return globalThis.__FMS_CONSOLE_BUILD__ ? path : $config.get().console + path;
}

/**
 * What a link does: 'navigate' through the router inside the console; embedded, 'assign' (load the
 * URL, at the console) only when the host did not cancel the request and opted in with `allowNavigation`,
 * otherwise 'stay'.
 */
export type LinkOutcome = 'navigate' | 'assign' | 'stay';

export function linkOutcome(input: { inConsole: boolean; cancelled: boolean; allowNavigation: boolean }): LinkOutcome {
  if (input.inConsole) return 'navigate';
  return !input.cancelled && input.allowNavigation ? 'assign' : 'stay';
}

/**
 * Follows a link from `from` (the element or any node in its shadow tree). Embedded, the
 * `navrequest` event bubbles and is composed, so a listener on the element or the document gets
 * it with the target as detail. `options` (replace) apply to the router in the console. Returns
 * what was done.
 */
export function followLink(from: EventTarget, target: LinkTarget, options: NavigateOptions = {}): LinkOutcome {
  const url = formatLocation({ path: target.path, query: target.query });
  let cancelled = false;
  if (!inConsole.get()) {
    const event = new CustomEvent<LinkTarget>(NAV_REQUEST_EVENT, {
      detail: target, bubbles: true, composed: true, cancelable: true,
    });
    cancelled = !from.dispatchEvent(event);
  }
  const outcome = linkOutcome({ inConsole: inConsole.get(), cancelled, allowNavigation: $config.get().allowNavigation });
  if (outcome === 'navigate') void navigate(url, options);
  else if (outcome === 'assign') window.location.assign(consoleHref(url));
  return outcome;
}
