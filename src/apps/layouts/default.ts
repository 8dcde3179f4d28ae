import '../../elements/app-header/app-header.element';
import '../../elements/main-nav/main-nav.element';
import '../../elements/app-footer/app-footer.element';
import '../../elements/loading-overlay/loading-overlay.element';
import { el, pageContainer, skipLink } from './dom';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The default layout (spec 2.3): header, the main navigation beside the page, footer, and the global
 * loading overlay. The navigation follows $location itself, so a move inside the layout needs nothing.
 */
export function createDefaultLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const root = el('div', { class: 'layout layout-default' },
    skipLink(),
    el('fms-app-header'),
    el('div', { class: 'layout-nav' }, el('fms-main-nav')),
    content,
    el('fms-app-footer'),
    el('fms-loading-overlay'),
  );
  return { root, content, update: () => undefined, destroy: () => undefined };
}
