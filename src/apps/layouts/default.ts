import '../../elements/chrome/app-header/app-header.element';
import '../../elements/chrome/main-nav/main-nav.element';
import '../../elements/chrome/app-footer/app-footer.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import '../../elements/chrome/toast-region/toast-region.element';
import { el, pageContainer, skipLink } from './dom';
import { createDrawer } from './drawer';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The default layout (spec 2.3): header, the main navigation beside the page, footer, and the global
 * loading overlay. On a narrow screen the navigation leaves the page's side and opens as a drawer
 * from the header's 選單 button (issue 10, item 18), so the page starts at the top; the stylesheet
 * decides which of the two a width gets. The navigation follows $location itself.
 */
export function createDefaultLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const nav = el('div', { id: 'fms-nav', class: 'layout-nav' }, el('fms-main-nav'));
  const root = el('div', { class: 'layout layout-default' });
  const drawer = createDrawer(nav, (open) => root.classList.toggle('nav-open', open));
  root.append(
    skipLink(),
    el('fms-app-header', {}, drawer.toggle),
    drawer.mask,
    nav,
    content,
    el('fms-app-footer'),
    el('fms-loading-overlay'), el('fms-toast-region'),
  );
  return { root, content, update: drawer.close, destroy: drawer.destroy };
}
