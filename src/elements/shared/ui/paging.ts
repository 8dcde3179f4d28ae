/**
 * Paging math for server-side lists that page by offset and limit (spec 7.1). Pages count from 1.
 * An empty list still has one page, so the pager always shows 第 1 頁.
 */

/** The rows-per-page choices of every list (spec 2.11 does not name them; the console uses these). */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

const positive = (limit: number) => (Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : 1);

/** How many pages `total` rows fill at `limit` rows a page; at least 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / positive(limit)));
}

/** The 1-based page that the row at `offset` is on. */
export function pageOfOffset(offset: number, limit: number): number {
  return Math.floor(Math.max(0, offset) / positive(limit)) + 1;
}

/** The offset of the first row of a page, the page clamped to 1…pageCount. */
export function offsetOfPage(page: number, limit: number, total: number): number {
  const last = pageCount(total, limit);
  return (Math.min(Math.max(1, Math.floor(page)), last) - 1) * positive(limit);
}

/**
 * A safe offset: on a page boundary, not negative, and not past the last page (after rows were
 * deleted, or a stale URL, the list shows its last page instead of an empty one).
 */
export function clampOffset(offset: number, limit: number, total: number): number {
  return offsetOfPage(pageOfOffset(offset, limit), limit, total);
}

/** The offset after a change of rows per page: the page that holds the first row shown before. */
export function offsetForNewLimit(offset: number, newLimit: number, total: number): number {
  return clampOffset(Math.max(0, offset), newLimit, total);
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: the first and last `boundary` pages, `siblings` pages each side of the
 * current one, and an ellipsis for each gap. The list keeps the same length while the current page
 * moves, so the buttons under the pointer do not jump; a gap of one page shows that page instead.
 *
 *   pageWindow(5, 10) → [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]
 */
export function pageWindow(current: number, count: number, siblings = 1, boundary = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const slots = boundary * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);
  const page = Math.min(Math.max(1, current), count);
  const startSiblings = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const endSiblings = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  return [
    ...range(1, boundary),
    ...(startSiblings > boundary + 2 ? ['start-ellipsis' as const] : startSiblings === boundary + 2 ? [boundary + 1] : []),
    ...range(startSiblings, endSiblings),
    ...(endSiblings < count - boundary - 1 ? ['end-ellipsis' as const] : endSiblings === count - boundary - 1 ? [count - boundary] : []),
    ...range(count - boundary + 1, count),
  ];
}

/** The rows shown, as 第 a–b 筆; 0–0 when empty. */
export function shownRange(offset: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const start = clampOffset(offset, limit, total);
  return { from: start + 1, to: Math.min(total, start + positive(limit)) };
}
