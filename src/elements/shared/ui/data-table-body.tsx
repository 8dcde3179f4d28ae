import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ResourceError } from './resource-view';
import { columnLabel, type DataTableProps } from './data-table-types';
import { EmptyState } from './empty-state';
import { FieldError } from './form-field';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="switch"]';

/** A row activates on its own click or key, not on a control inside it. */
function fromRowItself(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as Element;
  const control = target.closest(INTERACTIVE);
  return !control || !event.currentTarget.contains(control);
}

/** One full-width row holding a state (loading, error, empty). */
function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return <tr className="table-state-row"><td colSpan={span}>{children}</td></tr>;
}

export function TableBody<T>(props: DataTableProps<T> & { span: number; firstIndex: number }) {
  const { columns, rows, rowKey, loading, error, onRetry, emptyText, empty, selectedKeys, onSelectionChange, rowLabel, onRowActivate, span, firstIndex } = props;
  const selectable = !!onSelectionChange;
  const selected = new Set(selectedKeys ?? []);

  if (loading) {
    const count = Math.min(Math.max(rows.length, 3), props.paging?.limit ?? 5, 10);
    return (
      <tbody aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <tr key={i} className="skeleton-row">
            {Array.from({ length: span }, (__, j) => <td key={j}><span className="skeleton" /></td>)}
          </tr>
        ))}
      </tbody>
    );
  }
  if (error) {
    return (
      <tbody>
        <StateRow span={span}>
          {onRetry
            ? <ResourceError className="table-error" message={error} onRetry={onRetry} />
            : <div className="table-error"><FieldError>{error}</FieldError></div>}
        </StateRow>
      </tbody>
    );
  }
  if (rows.length === 0) {
    return <tbody><StateRow span={span}>{empty ?? <EmptyState heading={emptyText} />}</StateRow></tbody>;
  }

  function toggle(key: string, on: boolean) {
    onSelectionChange?.(on ? [...selected, key] : [...selected].filter((k) => k !== key));
  }
  function keyDown(event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) {
    if ((event.key === 'Enter' || event.key === ' ') && fromRowItself(event)) {
      event.preventDefault();
      onRowActivate?.(row, index);
    }
  }

  return (
    <tbody>
      {rows.map((row, index) => {
        const key = rowKey(row);
        const isSelected = selected.has(key);
        return (
          <tr key={key} className={`${onRowActivate ? 'row-active' : ''}${isSelected ? ' row-selected' : ''}`}
            tabIndex={onRowActivate ? 0 : undefined}
            onClick={onRowActivate ? (event) => fromRowItself(event) && onRowActivate(row, index) : undefined}
            onKeyDown={onRowActivate ? (event) => keyDown(event, row, index) : undefined}>
            {selectable && (
              <td className="select-cell" data-label="選取">
                <input type="checkbox" checked={isSelected} onChange={(event) => toggle(key, event.target.checked)}
                  aria-label={`選取 ${rowLabel ? rowLabel(row) : `第 ${firstIndex + index + 1} 列`}`} />
              </td>
            )}
            {columns.map((column) => (
              <td key={column.key} className={column.align ? `align-${column.align}` : undefined} data-label={columnLabel(column)}>{column.cell(row, index)}</td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
