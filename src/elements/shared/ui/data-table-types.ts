import type { ReactNode } from 'react';
import type { PagingProps } from './pagination';

export interface DataTableColumn<T> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  /** The header as text, for a cell shown as a card on a narrow screen; defaults to a text header. */
  label?: string;
  cell: (row: T, index: number) => ReactNode;
  /** A CSS width for the column, e.g. 120 or '20%'. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /** Makes the header a sort button; the key is what `onSortChange` reports. */
  sortKey?: string;
}

/** A column's name as text: what a card shows beside each value when the table is narrow. */
export function columnLabel<T>(column: DataTableColumn<T>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable key of a row (its id); also what row selection reports. */
  rowKey: (row: T) => string;
  /** A visible caption; it names the table. */
  caption?: string;
  /** Names the table when it has no visible caption (one of the two is needed). */
  ariaLabel?: string;
  loading?: boolean;
  /** Status text while loading; defaults to 載入中…. */
  loadingText?: string;
  /** Error text; the table shows it with a retry button (重試) when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  /** Text of the empty state; defaults to 暫無資料. */
  emptyText?: string;
  /** Replaces the whole empty state (e.g. an EmptyState with an action). */
  empty?: ReactNode;
  /** Server-side paging; without it no pager is shown. */
  paging?: PagingProps;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Keys of the selected rows; with `onSelectionChange`, shows a checkbox column. */
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  /** Names a row for its checkbox (選取 …); defaults to 第 N 列. */
  rowLabel?: (row: T) => string;
  /** Click, Enter or Space on a row (e.g. open the car's detail). */
  onRowActivate?: (row: T, index: number) => void;
}
