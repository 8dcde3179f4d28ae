import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Endpoint } from '../../../../core/api/contract/endpoint';
import type { ExportResource, ListResource, Mutation, MutationResult } from '../../../../core/resource';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn } from '../data-table';
import { FieldError } from '../form-field';
import { clampOffset, PAGE_SIZES } from '../paging';
import { showToast } from '../toast-store';
import { Toolbar } from '../toolbar';
import { useListPage } from '../use-resource';
import { deleteMessage } from './bulk-delete';
import { ExportControl } from './export-control';
import { FilterBar, listParamsOf, type FilterField } from './filter-bar';
import { useCanCall } from './permission';

/** An action of a list page; it shows only to users holding one of its endpoint's codes. */
export interface ListAction {
  endpoint: Pick<Endpoint, 'permission'>;
  label?: string;
}

export interface ListPageProps<Row, F extends object> {
  /** The page's heading; it names the table and its controls. */
  heading: string;
  headingLevel?: 1 | 2 | 3;
  resource: ListResource<Row, F>;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** How a row is named to people: its checkbox, its buttons and the delete confirmation (e.g. carNo). */
  rowName: (row: Row) => string;
  filters?: readonly FilterField<F>[];
  /** What the filters' 清除 returns to and shows (FilterBar clearTo). */
  clearFiltersTo?: Partial<F>;
  /** Text of the empty list; default 查無資料. */
  emptyText?: string;
  pageSizes?: readonly number[];
  /**
   * Keep the filters, page and rows per page in the URL (`?page=2&rows=50&status=…`, issue 24, 9):
   * inside the console, or embedded when the page set `keepListsInUrl`. Default true; false for a
   * list that is not the page's own (one of several tabs, a list inside a detail).
   */
  keepInUrl?: boolean;
  /** 新增: a button in the toolbar. */
  create?: ListAction & { onCreate: () => void };
  /** 編輯: a button in each row. */
  edit?: ListAction & { onEdit: (row: Row) => void };
  /** 刪除: row selection with a bulk delete, and a delete button in each row; both confirm by name. */
  remove?: ListAction & {
    mutation: Mutation<string[], unknown>;
    /** The confirmation's heading; default 確認刪除. */
    heading?: string;
    /** What else goes with the rows, said under the names (e.g. a schedule's tasks still in 調度中). */
    note?: string;
    /** The toast after a delete, given the server's answer and the count; default 已刪除 N 筆. */
    doneMessage?: (data: unknown, count: number) => string;
  };
  /** 匯出 of the list as filtered now. */
  exporter?: ListAction & { resource: ExportResource<F> };
  /** Opens a row (click, Enter or Space on it), e.g. to its detail page. */
  onRowActivate?: (row: Row) => void;
  /** More toolbar content (e.g. 納管), placed before 新增. */
  toolbarExtra?: ReactNode;
  /** Actions on the selected rows besides delete (e.g. 納管所選), beside 刪除所選; given the keys and names chosen. */
  selectionActions?: (selection: { keys: string[]; names: string[]; clear: () => void }) => ReactNode;
}

/** Always false: the sending state of a page without delete (a hook cannot be skipped). */
const NOT_SENDING = atom(false);

interface PendingDelete {
  keys: string[];
  names: string[];
  error: string;
}

/**
 * A list page of the console (spec 2.11): filters, a server-paged table with rows per page, add,
 * edit, delete (one row or the selection, confirmed by name) and export, each shown only with its
 * endpoint's permission, and the loading, empty and error states. Data comes from a core list
 * resource; the page only asks it for pages and filters.
 */
export function ListPage<Row, F extends object>(props: ListPageProps<Row, F>) {
  const { heading, headingLevel = 2, resource, columns, rowKey, rowName, filters, emptyText = '查無資料', create, edit, remove, exporter } = props;
  const { keepInUrl = true, pageSizes = PAGE_SIZES } = props;
  const url = useMemo(() => (keepInUrl ? { filters: listParamsOf(filters ?? []), pageSizes } : null), [keepInUrl, filters, pageSizes]);
  const { state, page: paging, changePage } = useListPage(resource, url);
  const canCreate = useCanCall(create?.endpoint);
  const canEdit = useCanCall(edit?.endpoint);
  const canRemove = useCanCall(remove?.endpoint);
  const canExport = useCanCall(exporter?.endpoint);
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const deleting = useStore(remove?.mutation.$sending ?? NOT_SENDING);
  const headingId = useId();
  // Names of rows seen on any page, so a selection made across pages is named in the confirmation.
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    for (const row of state.rows) names.current.set(rowKey(row), rowName(row));
  }, [state.rows, rowKey, rowName]);

  const Heading = `h${headingLevel}` as const;

  // Other filters make other rows: a selection made under the old ones would delete unseen rows.
  function applyFilters(next: Partial<F>) {
    setSelected([]);
    void resource.setFilters(next);
  }

  function askDelete(keys: string[]) {
    setPending({ keys, names: keys.map((key) => names.current.get(key) ?? key), error: '' });
  }

  async function confirmDelete() {
    if (!remove || !pending || deleting) return;
    const result: MutationResult<unknown> = await remove.mutation.send(pending.keys);
    if (!result.ok) {
      setPending({ ...pending, error: result.message });
      return;
    }
    showToast(remove.doneMessage?.(result.data, pending.keys.length) ?? `已刪除 ${pending.keys.length} 筆`, 'success');
    setSelected((was) => was.filter((key) => !pending.keys.includes(key)));
    setPending(null);
    // The page shown stays, unless the delete emptied it: then the new last page.
    const page = clampOffset(paging.offset, paging.limit, Math.max(0, paging.total - pending.keys.length)) / paging.limit + 1;
    void (page === state.page ? resource.reload() : resource.setPage(page));
  }

  const actionColumn: DataTableColumn<Row> | null = (edit && canEdit) || (remove && canRemove)
    ? {
      key: '__actions',
      header: '操作',
      align: 'end',
      cell: (row) => (
        <span className="row-actions">
          {edit && canEdit && <Button small variant="link" aria-label={`${edit.label ?? '編輯'} ${rowName(row)}`} onClick={() => edit.onEdit(row)}>{edit.label ?? '編輯'}</Button>}
          {remove && canRemove && <Button small variant="link" aria-label={`${remove.label ?? '刪除'} ${rowName(row)}`} onClick={() => askDelete([rowKey(row)])}>{remove.label ?? '刪除'}</Button>}
        </span>
      ),
    }
    : null;

  return (
    <section className="list-page" aria-labelledby={headingId}>
      <Heading id={headingId} className="list-heading">{heading}</Heading>
      {filters && filters.length > 0 && (
        <FilterBar fields={filters} value={state.filters} label={`${heading}篩選`} onApply={applyFilters} clearTo={props.clearFiltersTo} />
      )}
      <Toolbar label={`${heading}工具列`}>
        {remove && canRemove && (
          <>
            <span className="selection-count" aria-live="polite">{selected.length > 0 ? `已選取 ${selected.length} 筆` : ''}</span>
            <Button variant="danger" disabled={selected.length === 0} onClick={() => askDelete(selected)}>
              {selected.length > 0 ? `刪除所選（${selected.length}）` : '刪除所選'}
            </Button>
            {props.selectionActions?.({ keys: selected, names: selected.map((key) => names.current.get(key) ?? key), clear: () => setSelected([]) })}
          </>
        )}
        <span className="toolbar-spacer" />
        {props.toolbarExtra}
        {exporter && canExport && <ExportControl exporter={exporter.resource} input={state.filters} label={exporter.label} />}
        {create && canCreate && <Button variant="primary" onClick={create.onCreate}>{create.label ?? '新增'}</Button>}
      </Toolbar>
      <DataTable ariaLabel={heading} columns={actionColumn ? [...columns, actionColumn] : columns} rows={state.rows} rowKey={rowKey}
        loading={state.loading} error={state.error || undefined} onRetry={() => void resource.reload()} emptyText={emptyText}
        paging={{ offset: paging.offset, limit: paging.limit, total: paging.total, onPageChange: (offset, limit) => void changePage(offset, limit), pageSizes: props.pageSizes }}
        selectedKeys={selected} onSelectionChange={remove && canRemove ? setSelected : undefined} rowLabel={rowName}
        onRowActivate={props.onRowActivate ? (row) => props.onRowActivate!(row) : undefined} />
      <ConfirmDialog open={!!pending} tone="danger" heading={remove?.heading ?? '確認刪除'} confirmLabel="刪除" busy={deleting}
        onCancel={() => setPending(null)} onConfirm={() => void confirmDelete()}
        message={pending && (
          <>
            <p className="delete-message">{deleteMessage(pending.names)}</p>
            {remove?.note && <p className="delete-note">{remove.note}</p>}
            {pending.error && <FieldError>{pending.error}</FieldError>}
          </>
        )} />
    </section>
  );
}
