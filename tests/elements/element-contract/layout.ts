/** Resolves after the next animation frame (after microtasks: a deferred unmount has run). */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The first box inside the element's shadow root that reaches below the element (a label for the
 * failure), or null. A scrolling or clipping box is measured itself, not its content; fixed boxes
 * (overlays) leave the flow and are skipped, as are nested elements' own shadow roots.
 */
export function contentOverflow(host: HTMLElement): string | null {
  const bottom = host.getBoundingClientRect().bottom + 1;
  const walk = (el: Element): string | null => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.position === 'fixed') return null;
    const box = el.getBoundingClientRect();
    if (box.height > 0 && box.bottom > bottom) return `${el.localName}.${el.getAttribute('class') ?? ''} ends at ${Math.round(box.bottom)}, the element at ${Math.round(bottom - 1)}`;
    if (style.overflowY !== 'visible') return null;
    for (const child of Array.from(el.children)) {
      const found = walk(child);
      if (found) return found;
    }
    return null;
  };
  for (const child of Array.from(host.shadowRoot?.children ?? [])) {
    const found = walk(child);
    if (found) return found;
  }
  return null;
}
