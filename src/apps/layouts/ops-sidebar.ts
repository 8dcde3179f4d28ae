import '../../elements/app-header/app-header.element';
import '../../elements/main-nav/main-nav.element';
import '../../elements/loading-overlay/loading-overlay.element';
import { el, pageContainer, skipLink } from './dom';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

const DRAWER_ID = 'fms-drawer';

/**
 * The operations layout with sidebar and mask (spec 2.3): the page takes the full width (maps,
 * video walls); the main navigation slides in as a drawer over a mask. The mask, Escape, a menu
 * choice or a page change close it, and focus returns to the 選單 button.
 */
export function createOpsSidebarLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const toggle = el('button', { type: 'button', class: 'drawer-toggle', slot: 'start', 'aria-expanded': 'false', 'aria-controls': DRAWER_ID }, '選單');
  const mask = el('div', { class: 'drawer-mask', hidden: '' });
  const drawer = el('div', { id: DRAWER_ID, class: 'drawer', hidden: '' }, el('fms-main-nav'));
  const header = el('fms-app-header', {}, toggle);

  const setOpen = (open: boolean, refocus = false) => {
    drawer.hidden = !open;
    mask.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (refocus) toggle.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !drawer.hidden) setOpen(false, true);
  };
  toggle.addEventListener('click', () => setOpen(drawer.hidden));
  mask.addEventListener('click', () => setOpen(false, true));
  drawer.addEventListener('navitemselect', () => setOpen(false));
  document.addEventListener('keydown', onKey);

  const root = el('div', { class: 'layout layout-ops-sidebar' }, skipLink(), header, mask, drawer, content, el('fms-loading-overlay'));
  return {
    root,
    content,
    update: () => setOpen(false),
    destroy: () => document.removeEventListener('keydown', onKey),
  };
}
