import '../../elements/chrome/ops-sidebar/ops-sidebar.element';
import '../../elements/chrome/loading-overlay/loading-overlay.element';
import { setOpsUrl } from '../../elements/chrome/ops-sidebar/ops-links';
import { el, pageContainer } from './dom';
import { injectLayoutStyles } from './layouts.css';
import type { LayoutInstance } from './types';

/**
 * The lightweight ops web layout (spec 2.3, 2.8): the external-link sidebar beside the page. The ops
 * portal opens it with its opsUrl query string; `opsUrl` seeds the sidebar's store.
 */
export function createOpsWebLayout(opsUrl?: string): LayoutInstance {
  injectLayoutStyles();
  if (opsUrl !== undefined) setOpsUrl(opsUrl);
  const content = pageContainer();
  const root = el('div', { class: 'layout layout-ops-web' }, el('fms-ops-sidebar'), content, el('fms-loading-overlay'));
  return { root, content, update: () => undefined, destroy: () => undefined };
}
