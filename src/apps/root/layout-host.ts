import type { LayoutFactory, LayoutInstance, LayoutName } from '../layouts/types';
import { loadOrReloadOnce } from '../shared/reload-once';

/** The layout modules, loaded on first use (they bring the chrome elements and React with them). */
const LAYOUTS: Record<LayoutName, () => Promise<LayoutFactory>> = {
  default: () => import('../layouts/default').then((m) => m.createDefaultLayout),
  'sign-in': () => import('../layouts/sign-in').then((m) => m.createSignInLayout),
  ops: () => import('../layouts/ops').then((m) => m.createOpsLayout),
  'ops-sidebar': () => import('../layouts/ops-sidebar').then((m) => m.createOpsSidebarLayout),
  'ops-web': () => import('../layouts/ops-web').then((m) => () => m.createOpsWebLayout()),
  mobile: () => import('../layouts/mobile').then((m) => m.createMobileLayout),
};

let current: { name: LayoutName; instance: LayoutInstance } | null = null;

export function currentLayout(): LayoutName | null {
  return current?.name ?? null;
}

/**
 * What keeps the focus through a hand-over (./focus-keeper.ts): loaded with the second layout, never
 * on the first page, so the sign-in page's first script does not carry it (its size budget).
 */
let focusKeeper: typeof import('./focus-keeper') | null = null;

/** Loads a layout's module (reloading the page once if its chunk is missing, spec 8). */
export async function loadLayout(name: LayoutName): Promise<LayoutFactory> {
  const keeper = current && !focusKeeper ? import('./focus-keeper').then((m) => { focusKeeper = m; }, () => undefined) : null;
  const [create] = await Promise.all([loadOrReloadOnce(LAYOUTS[name]), keeper]);
  return create;
}

/** Replaces the frame inside `host` with a new layout; the caller has unmounted the page first. */
export function installLayout(host: HTMLElement, name: LayoutName, create: LayoutFactory): LayoutInstance {
  current?.instance.destroy();
  const instance = create();
  host.replaceChildren(instance.root);
  current = { name, instance };
  return instance;
}

/**
 * Puts a new layout around the page already shown, for a route of the same application in another
 * layout (/fence → /fence/add): the page's container, with the application mounted in it, moves
 * into the new frame instead of being unmounted and mounted anew, so what the user typed or opened
 * on the new route meanwhile (while the layout loaded) stays, and so does the focus. Elements keep
 * their tree when moved (toElement). Without a page shown it installs the layout as usual.
 */
export function handOverLayout(host: HTMLElement, name: LayoutName, create: LayoutFactory): LayoutInstance {
  const page = current?.instance.content;
  if (!page?.isConnected) return installLayout(host, name, create);
  const refocus = focusKeeper?.focusIn(page);
  current?.instance.destroy();
  const instance = create();
  instance.content.replaceWith(page);
  host.replaceChildren(instance.root);
  const handed = { ...instance, content: page };
  current = { name, instance: handed };
  refocus?.();
  return handed;
}

export function updateLayout(path: string): void {
  current?.instance.update(path);
}
