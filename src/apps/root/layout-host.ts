import type { LayoutFactory, LayoutInstance, LayoutName } from '../layouts/types';
import { loadOrReloadOnce } from './reload-once';

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

/** Loads a layout's module (reloading the page once if its chunk is missing, spec 8). */
export function loadLayout(name: LayoutName): Promise<LayoutFactory> {
  return loadOrReloadOnce(LAYOUTS[name]);
}

/** Replaces the frame inside `host` with a new layout; the caller has unmounted the page first. */
export function installLayout(host: HTMLElement, name: LayoutName, create: LayoutFactory): LayoutInstance {
  current?.instance.destroy();
  const instance = create();
  host.replaceChildren(instance.root);
  current = { name, instance };
  return instance;
}

export function updateLayout(path: string): void {
  current?.instance.update(path);
}
