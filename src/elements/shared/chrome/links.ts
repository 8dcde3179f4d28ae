import type { MouseEvent } from 'react';
import { navigate } from '../../../core/navigation';

/**
 * A click on an in-console link moves through the core router instead of reloading the page, so the
 * guards run (spec 2.2). The anchor keeps its real href: a middle click, a modified click or a
 * link that opens elsewhere behaves as the browser would.
 */
export function followInConsole(event: MouseEvent<HTMLAnchorElement>, after?: () => void): void {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  after?.();
  void navigate(url.pathname + url.search);
}
