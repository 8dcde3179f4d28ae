/** Windowing math of VirtualList: which rows to render and where to scroll. Rows have one height. */

export interface RowWindow {
  /** First rendered index. */
  start: number;
  /** One past the last rendered index. */
  end: number;
}

/** The rows in view plus `overscan` rows each side, within 0…count. */
export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan: number): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewport)) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/** The scrollTop that brings row `index` fully into view, moving as little as possible. */
export function scrollToReveal(index: number, scrollTop: number, viewport: number, rowHeight: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport;
  return scrollTop;
}

/**
 * Where a navigation key moves the active row of a listbox (WAI-ARIA listbox pattern), or null
 * for other keys. `page` is the number of rows in view. With no active row, keys start at the top.
 */
export function indexAfterKey(key: string, current: number, count: number, page: number): number | null {
  if (count <= 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  const from = current < 0 ? -1 : current;
  switch (key) {
    case 'ArrowDown': return clamp(from + 1);
    case 'ArrowUp': return clamp(from < 0 ? 0 : from - 1);
    case 'PageDown': return clamp(from + Math.max(1, page));
    case 'PageUp': return clamp(from - Math.max(1, page));
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}
