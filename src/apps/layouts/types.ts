/** The six layouts of spec 2.3 (see src/apps/README.md for which routes use which). */
export type LayoutName = 'default' | 'sign-in' | 'ops' | 'ops-sidebar' | 'ops-web' | 'mobile';

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
