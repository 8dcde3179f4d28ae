import '../../elements/chrome/app-footer/app-footer.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import { el, pageContainer } from './dom';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The sign-in layout (spec 2.3): the page centred on the brand background, the footer below. The
 * public account pages and the status pages (maintenance, not found, error) use it too: they must
 * show without a session, so they carry no menu.
 */
export function createSignInLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const root = el('div', { class: 'layout layout-sign-in' }, content, el('fms-app-footer'), el('fms-loading-overlay'));
  return { root, content, update: () => undefined, destroy: () => undefined };
}
