import { atom, type ReadableAtom } from 'nanostores';
import { mayLeave } from './leave-checks';
import { formatLocation, isSameRoute, parseLocation, type RouteLocation } from './query';

/**
 * History-style navigation with base '/' (spec 2.1). The router only moves the URL and the
 * `$location` store; page checks belong to the one navigation listener (the single-spa root), which
 * runs the guards and performs any redirect by calling `navigate` itself.
 */

/** What the listener learns about a navigation besides where it goes. */
export interface NavigationInfo {
  /**
   * True when the navigation will not add a history entry (a replace, the first page, or the back
   * and forward buttons); a redirect should then replace too, so history gains no extra entry.
   */
  replace: boolean;
}

/**
 * The navigation listener: runs before a navigation is committed. Returning false cancels it; the
 * listener may instead call `navigate()` to redirect, which supersedes the navigation it was given.
 */
export type NavigationListener = (
  to: RouteLocation, from: RouteLocation, info: NavigationInfo,
) => void | boolean | Promise<void | boolean>;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

function browserLocation(): RouteLocation {
  if (typeof window === 'undefined') return { path: '/', query: {} };
  return parseLocation(window.location.pathname + window.location.search);
}

const location = atom<RouteLocation>(browserLocation());

/** The committed location {path, query}; read-only, kept in sync with navigate() and popstate. */
export const $location: ReadableAtom<RouteLocation> = location;

let listener: NavigationListener | null = null;
/** The navigation under way, so a repeated one to the same route can be ignored (spec 8). */
let inProgress: RouteLocation | null = null;
let sequence = 0;

/** Sets the one navigation listener; returns the function that removes it. */
export function registerNavigationListener(fn: NavigationListener): () => void {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

function writeHistory(to: RouteLocation, replace: boolean): void {
  if (typeof window === 'undefined') return;
  const url = formatLocation(to);
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}

/** The page's leave checks (unsaved changes), then the navigation listener (the guards). */
async function approve(to: RouteLocation, from: RouteLocation, info: NavigationInfo): Promise<boolean> {
  if (!(await mayLeave(to, from))) return false;
  if (!listener) return true;
  try {
    return (await listener(to, from, info)) !== false;
  } catch (error) {
    console.error('導覽檢查失敗 (navigation check failed)', error);
    return false;
  }
}

/**
 * Navigates to `to` (a path with an optional query). Going to the current path replaces the history
 * entry instead of adding one; a repeated navigation to the route already under way is ignored
 * silently. Resolves true when this navigation was committed, false when ignored, cancelled or
 * superseded by another one (e.g. the listener's redirect).
 */
export async function navigate(to: string | RouteLocation, options: NavigateOptions = {}): Promise<boolean> {
  const target = typeof to === 'string' ? parseLocation(to) : parseLocation(formatLocation(to));
  if (inProgress && isSameRoute(inProgress, target)) return false;
  const from = location.get();
  const replace = options.replace === true || target.path === from.path;
  const mine = ++sequence;
  inProgress = target;
  try {
    const allowed = await approve(target, from, { replace });
    if (mine !== sequence || !allowed) return false;
    writeHistory(target, replace || target.path === location.get().path);
    location.set(target);
    return true;
  } finally {
    if (mine === sequence) inProgress = null;
  }
}

/** Handles the browser's back and forward buttons: the URL already moved, so only check and sync. */
async function onPopState(): Promise<void> {
  const target = browserLocation();
  const from = location.get();
  const mine = ++sequence;
  inProgress = target;
  try {
    const allowed = await approve(target, from, { replace: true });
    if (mine !== sequence) return;
    if (allowed) location.set(target);
    else writeHistory(from, true);
  } finally {
    if (mine === sequence) inProgress = null;
  }
}

/**
 * Starts listening to popstate and checks the page the browser opened on (replacing its entry).
 * Returns the function that stops listening.
 */
export function startNavigation(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = () => void onPopState();
  window.addEventListener('popstate', handler);
  void navigate(browserLocation(), { replace: true });
  return () => window.removeEventListener('popstate', handler);
}
