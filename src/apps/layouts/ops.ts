import '../../elements/chrome/app-header/app-header.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import '../../elements/chrome/toast-region/toast-region.element';
import { $location } from '../../core/navigation';
import { backButton } from './back-link';
import { el, pageContainer } from './dom';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The operations layout with header and no sidebar (spec 2.3, 2.9): the header, a back bar whose
 * 返回 shows on /app paths (except the app's entry pages), and the page.
 */
export function createOpsLayout(): LayoutInstance {
  injectLayoutStyles();
  const content = pageContainer();
  const back = backButton(() => $location.get().path);
  const bar = el('div', { class: 'back-bar' }, back.button);
  const root = el('div', { class: 'layout layout-ops' }, el('fms-app-header'), bar, content, el('fms-loading-overlay'), el('fms-toast-region'));
  return {
    root,
    content,
    update(path) {
      back.sync(path);
      bar.hidden = back.button.hidden;
    },
    destroy: () => undefined,
  };
}
