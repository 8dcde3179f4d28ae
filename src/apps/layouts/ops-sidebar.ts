import '../../elements/chrome/app-header/app-header.element';
import '../../elements/chrome/main-nav/main-nav.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import '../../elements/chrome/toast-region/toast-region.element';
import { el, pageContainer, skipLink } from './dom';
import { createDrawer } from './drawer';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The operations layout with sidebar and mask (spec 2.3): the page takes the full width (maps,
 * video walls); the main navigation slides in as a drawer over a mask at every width.
 */
export function createOpsSidebarLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const panel = el('div', { id: 'fms-drawer', class: 'drawer', hidden: '' }, el('fms-main-nav'));
  const drawer = createDrawer(panel, (open) => { panel.hidden = !open; });
  const root = el('div', { class: 'layout layout-ops-sidebar' },
    skipLink(), el('fms-app-header', {}, drawer.toggle), drawer.mask, panel, content, el('fms-loading-overlay'), el('fms-toast-region'));
  return { root, content, update: drawer.close, destroy: drawer.destroy };
}
