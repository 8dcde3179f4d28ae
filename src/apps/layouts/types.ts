import type { PageLayout } from '../../core/pages';

/** The six layouts of spec 2.3, as the page manifest names them (core/pages). */
export type LayoutName = PageLayout;

/** A layout on the page: its frame, the container of the page application, and its reactions. */
export interface LayoutInstance {
  root: HTMLElement;
  content: HTMLElement;
  /** The page moved to `path` (inside the same layout): back link, drawer, notices follow it. */
  update(path: string): void;
  /** Removes listeners before the frame leaves the page. */
  destroy(): void;
}

export type LayoutFactory = () => LayoutInstance;
