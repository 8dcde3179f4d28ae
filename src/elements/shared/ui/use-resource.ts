import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ApiBody } from '../../../core/http';
import type { ListUrlSpec } from '../../../core/navigation/list-url';
import { createMutation, type ListResource, type MutationResult } from '../../../core/resource';
import { useListUrl } from './list-url';

/**
 * The React side of src/core/resource: an element makes its resource once per instance and reads
 * its store with useStore. The resource's load function reads the latest props through a ref
 * (useLatest), so a new render never makes a new resource or a new request by itself.
 */
export function useResource<R>(create: () => R): R {
  const [resource] = useState(create);
  return resource;
}

/** A ref that always holds the latest value, for a load function made on the first render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * Runs `reload` when `key` changes after the first render (the first load is the resource's own,
 * when its store gets its first subscriber).
 */
export function useReloadOn(key: string, reload: () => unknown): void {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    void reload();
  }, [key]);
}

/** A change sent through a typed call, and whether it is under way. */
export function useMutation<I, T>(call: (input: I) => Promise<ApiBody<T>>, fallback?: string): {
  send: (input: I) => Promise<MutationResult<T>>;
  sending: boolean;
} {
  const latest = useLatest(call);
  const mutation = useResource(() => createMutation((input: I) => latest.current(input), fallback));
  return { send: mutation.send, sending: useStore(mutation.$sending) };
}

/**
 * A list resource read the way the DataTable pages it: rows with offset and limit, and page changes
 * by offset. With `url`, its filters, page and rows per page are kept in the URL (./list-url.ts).
 */
export function useListPage<Row, F>(list: ListResource<Row, F>, url?: ListUrlSpec | null) {
  useListUrl(list, url);
  const state = useStore(list.$state);
  const page = { rows: state.rows, total: state.total, offset: (state.page - 1) * state.pageSize, limit: state.pageSize };
  function changePage(offset: number, limit: number): Promise<void> {
    const target = Math.floor(offset / limit) + 1;
    return limit === state.pageSize ? list.setPage(target) : list.setPageSize(limit, target);
  }
  return { page, state, loading: state.loading, error: state.error, reload: list.reload, changePage };
}
