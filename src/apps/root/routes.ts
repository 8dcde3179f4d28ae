import { PAGES, pageFor, type PageApp } from '../../core/pages';
import type { LayoutName } from '../layouts/types';

/**
 * The route layout: every page of the manifest (core/pages, spec 2.1) → the layout it sits in and
 * the application that renders it. Nothing is declared here: a page is added in the manifest alone.
 */
export type AppName = PageApp;

export interface RouteView {
  layout: LayoutName;
  app: AppName;
}

/** The applications to register: every folder the manifest names, once. */
export const APP_NAMES: readonly AppName[] = [...new Set(PAGES.map((page) => page.app))];

/** The layout and application of a path; null for an unknown path (the guards give it 404). */
export function routeView(path: string): RouteView | null {
  const page = pageFor(path);
  return page ? { layout: page.layout, app: page.app } : null;
}
