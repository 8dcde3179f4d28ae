import { useEffect, useRef } from 'react';
import { SortIcon } from './icons';
import { TableBody } from './data-table-body';
import type { DataTableColumn, DataTableProps, SortState } from './data-table-types';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

export type { DataTableColumn, DataTableProps, SortState };

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader<T>({ column, sort, onSortChange }: { column: DataTableColumn<T>; sort?: SortState; onSortChange?: (s: SortState) => void }) {
  const active = sort?.key === column.sortKey ? sort : undefined;
  const next: SortState = { key: column.sortKey!, direction: active?.direction === 'asc' ? 'desc' : 'asc' };
  return (
    <button type="button" className="sort-btn" onClick={() => onSortChange?.(next)}>
      {column.header}
      <SortIcon direction={active?.direction} />
    </button>
  );
}

/** The header checkbox: checked when the whole page is selected, mixed when part of it is. */
function SelectAll({ pageKeys, selected, onChange }: { pageKeys: string[]; selected: readonly string[]; onChange: (keys: string[]) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const chosen = new Set(selected);
  const count = pageKeys.filter((key) => chosen.has(key)).length;
  const all = pageKeys.length > 0 && count === pageKeys.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  function change(on: boolean) {
    // Keys of other pages stay selected: paging does not lose a selection.
    const others = selected.filter((key) => !pageKeys.includes(key));
    onChange(on ? [...others, ...pageKeys] : others);
  }
  return <input ref={box} type="checkbox" aria-label="全選本頁" checked={all} disabled={pageKeys.length === 0} onChange={(e) => change(e.target.checked)} />;
}

/**
 * A table for server-paged lists (spec 2.11): caption or name, sortable headers, loading, error and
 * empty states, optional row selection and row activation, and the pager under it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, caption, ariaLabel, loading = false, loadingText = '載入中…', paging, sort, onSortChange, selectedKeys = [], onSelectionChange } = props;
  const selectable = !!onSelectionChange;
  const span = columns.length + (selectable ? 1 : 0);
  const showRows = !loading && !props.error;
  return (
    <div className="data-table">
      <div className="table-scroll">
        <table part="table" aria-label={caption ? undefined : ariaLabel} aria-busy={loading || undefined}>
          {caption && <caption>{caption}</caption>}
          <colgroup>
            {selectable && <col className="select-col" />}
            {columns.map((column) => <col key={column.key} style={column.width !== undefined ? { width: column.width } : undefined} />)}
          </colgroup>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="select-cell">
                  <SelectAll pageKeys={showRows ? rows.map(rowKey) : []} selected={selectedKeys} onChange={onSelectionChange!} />
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.align ? `align-${column.align}` : undefined}
                  aria-sort={column.sortKey && sort?.key === column.sortKey ? ARIA_SORT[sort.direction] : undefined}>
                  {column.sortKey ? <SortHeader column={column} sort={sort} onSortChange={onSortChange} /> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <TableBody {...props} loading={loading} span={span} firstIndex={paging?.offset ?? 0} />
        </table>
      </div>
      <p className="table-status" role="status">{loading && <><Spinner size={14} /> {loadingText}</>}</p>
      {paging && <Pagination {...paging} disabled={loading} label={`${caption ?? ariaLabel ?? '表格'}分頁`} />}
    </div>
  );
}
