import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from './icons';
import { offsetForNewLimit, offsetOfPage, PAGE_SIZES, pageCount, pageOfOffset, pageWindow } from './paging';

export interface PagingProps {
  /** Index of the first row shown, as the server was asked for it. */
  offset: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list, as the server reported it. */
  total: number;
  /** Asked for another page or page size; the caller fetches and passes the new props back. */
  onPageChange: (offset: number, limit: number) => void;
  /** Rows-per-page choices; defaults to 10, 20, 50, 100. */
  pageSizes?: readonly number[];
}

export interface PaginationProps extends PagingProps {
  /** Names the page navigation; defaults to 分頁. */
  label?: string;
  disabled?: boolean;
}

/**
 * 共 N 筆, the rows-per-page selector (每頁筆數) and the page buttons (spec 2.11). It is
 * controlled: it never pages by itself, so server-side paging and URL state stay with the caller.
 */
export function Pagination({ offset, limit, total, onPageChange, pageSizes = PAGE_SIZES, label = '分頁', disabled = false }: PaginationProps) {
  const sizeId = useId();
  const count = pageCount(total, limit);
  const current = Math.min(pageOfOffset(offset, limit), count);
  const go = (page: number) => onPageChange(offsetOfPage(page, limit, total), limit);
  const sizes = pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b);
  const atFirst = disabled || current <= 1;
  const atLast = disabled || current >= count;

  return (
    <div className="pagination">
      <span className="pagination-total">{`共 ${total.toLocaleString('zh-TW')} 筆`}</span>
      <span className="pagination-size">
        <label htmlFor={sizeId}>每頁筆數</label>
        <select id={sizeId} value={limit} disabled={disabled}
          onChange={(event) => {
            const next = Number(event.target.value);
            onPageChange(offsetForNewLimit(offset, next, total), next);
          }}>
          {sizes.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </span>
      <nav aria-label={label}>
        <ul className="pagination-pages">
          <li><button type="button" className="page-btn" aria-label="第一頁" title="第一頁" disabled={atFirst} onClick={() => go(1)}><FirstPageIcon /></button></li>
          <li><button type="button" className="page-btn" aria-label="上一頁" title="上一頁" disabled={atFirst} onClick={() => go(current - 1)}><ChevronLeftIcon /></button></li>
          {pageWindow(current, count).map((item) => typeof item === 'number'
            ? (
              <li key={item}>
                <button type="button" className="page-btn page-number" aria-label={`第 ${item} 頁`} disabled={disabled}
                  aria-current={item === current ? 'page' : undefined} onClick={() => item !== current && go(item)}>{item}</button>
              </li>
            )
            : <li key={item} className="page-gap" aria-hidden="true">…</li>)}
          <li><button type="button" className="page-btn" aria-label="下一頁" title="下一頁" disabled={atLast} onClick={() => go(current + 1)}><ChevronRightIcon /></button></li>
          <li><button type="button" className="page-btn" aria-label="最後一頁" title="最後一頁" disabled={atLast} onClick={() => go(count)}><LastPageIcon /></button></li>
        </ul>
      </nav>
    </div>
  );
}

export const PAGINATION_CSS = `
.pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--_space-2) var(--_space-4); padding: var(--_space-2) 0; color: var(--_muted); }
.pagination-size { display: inline-flex; align-items: center; gap: var(--_space-1); }
.pagination-size select { font: inherit; padding: 4px 6px; border: 1px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface); color: var(--_text); }
.pagination-pages { display: flex; align-items: center; gap: 2px; margin: 0; padding: 0; list-style: none; }
.page-btn { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; height: 32px; padding: 0 6px; font: inherit; color: var(--_text); background: none; border: 1px solid transparent; border-radius: var(--_radius-small); cursor: pointer; font-variant-numeric: tabular-nums; }
.page-btn:hover:not(:disabled) { background: var(--_surface-alt); }
.page-btn:disabled { color: var(--_muted); opacity: 0.5; cursor: default; }
.page-btn[aria-current="page"] { background: var(--_primary); color: var(--_on-primary); font-weight: 700; opacity: 1; }
.page-gap { min-width: 24px; text-align: center; }
`;
