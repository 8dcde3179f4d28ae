import { atom, onMount, type ReadableAtom } from 'nanostores';
import { errorMessage } from './errors';
import { createLatest } from './latest';

/** What a list's load function is asked for: a 1-based page, its size, the offset it starts at, the filters. */
export interface ListQuery<F> {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
  filters: F;
}

export interface ListState<Row, F> {
  rows: Row[];
  total: number;
  /** The page asked for, from 1. */
  page: number;
  pageSize: number;
  filters: F;
  loading: boolean;
  /** Empty, or what went wrong in Traditional Chinese; the rows of the last answer stay. */
  error: string;
}

export interface ListOptions<Row, F> {
  /** Loads one page; throw (an ApiError, see unwrap/pageOf) to show an error. */
  load(query: ListQuery<F>, signal: AbortSignal): Promise<{ rows: Row[]; total: number }>;
  pageSize?: number;
  filters?: F;
  /** Shown when the load throws something other than an ApiError. */
  errorText?: string;
}

export interface ListResource<Row, F> {
  readonly $state: ReadableAtom<ListState<Row, F>>;
  setPage(page: number): Promise<void>;
  /** A new page size starts again at `page` (by default 1). */
  setPageSize(pageSize: number, page?: number): Promise<void>;
  /** Merges the given filters and starts again at page 1; nothing is asked when nothing changed. */
  setFilters(filters: Partial<F>): Promise<void>;
  /** Asks for the current page again. */
  reload(): Promise<void>;
  /**
   * Shows this page, size and filters at once (a place kept in the URL, issue 24, 9): before the
   * first subscriber it only sets them, so the first load asks for them; after, it loads them.
   * Nothing is asked when nothing changed.
   */
  show(view: { page: number; pageSize: number; filters: F }): Promise<void>;
  /** Changes rows in place after a change the caller already made on the server (e.g. marked read). */
  updateRows(change: (row: Row) => Row): void;
}

/** Whether two filter objects hold the same values, key by key (a changed nested object counts as changed). */
function sameValues(a: object, b: object): boolean {
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return ak.length === bk.length && ak.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export const DEFAULT_PAGE_SIZE = 10;
const LIST_ERROR = '讀取資料失敗，請稍後再試。';

/**
 * A server-paged list: the first subscriber loads page 1; each action asks again. An answer to an
 * older request is dropped (its request is aborted), and an error keeps the rows shown before.
 */
export function createListResource<Row, F extends object = Record<string, never>>(options: ListOptions<Row, F>): ListResource<Row, F> {
  // The state lives here too: get() on an unmounted store would mount it, and mounting loads.
  let state: ListState<Row, F> = {
    rows: [], total: 0, page: 1, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    filters: options.filters ?? ({} as F), loading: true, error: '',
  };
  const $state = atom(state);
  const write = (change: Partial<ListState<Row, F>>) => $state.set(state = { ...state, ...change });
  const latest = createLatest();

  async function load(page: number, pageSize: number, filters: F): Promise<void> {
    const ticket = latest.start();
    write({ page, pageSize, filters, loading: true, error: '' });
    const query: ListQuery<F> = { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize, filters };
    try {
      const { rows, total } = await options.load(query, ticket.signal);
      if (ticket.current()) write({ rows, total, loading: false });
    } catch (error) {
      if (ticket.current()) write({ loading: false, error: errorMessage(error, options.errorText ?? LIST_ERROR) });
    }
  }

  let mounted = false;
  onMount($state, () => {
    mounted = true;
    void load(state.page, state.pageSize, state.filters);
    return () => {
      mounted = false;
      latest.abort();
    };
  });

  return {
    $state,
    setPage: (page) => load(Math.max(1, Math.floor(page)), state.pageSize, state.filters),
    setPageSize: (pageSize, page = 1) => load(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(pageSize)), state.filters),
    setFilters: (patch) => {
      const filters = { ...state.filters, ...patch };
      if (state.page === 1 && sameValues(filters, state.filters)) return Promise.resolve();
      return load(1, state.pageSize, filters);
    },
    reload: () => load(state.page, state.pageSize, state.filters),
    show: (view) => {
      const page = Math.max(1, Math.floor(view.page));
      const pageSize = Math.max(1, Math.floor(view.pageSize));
      if (page === state.page && pageSize === state.pageSize && sameValues(view.filters, state.filters)) return Promise.resolve();
      if (mounted) return load(page, pageSize, view.filters);
      write({ page, pageSize, filters: view.filters });
      return Promise.resolve();
    },
    updateRows: (change) => write({ rows: state.rows.map(change) }),
  };
}
