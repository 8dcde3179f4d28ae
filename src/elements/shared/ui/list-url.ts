import { useEffect, useState } from 'react';
import { $config } from '../../../core/config';
import { $inConsole, $location, formatLocation, navigate, parseQuery, withoutParams, type Query } from '../../../core/navigation';
import {
  listViewOfQuery, PAGE_PARAM, ROWS_PARAM, sameListView, withListView, type ListFilterValue, type ListUrlSpec, type ListView,
} from '../../../core/navigation/list-url';
import type { ListResource, ListState } from '../../../core/resource';
import { pageCount } from './paging';

/**
 * A list's filters, page and rows per page kept in the URL (issue 24, 9), so the back button from a
 * detail returns to the same view. Inside the console the router's location holds them (a change
 * replaces the history entry: back goes to the page before, not through every filter); embedded, a
 * partner page's URL is left alone unless it set `keepListsInUrl` (then history.replaceState).
 * The rules of the parameters are the core's (core/navigation/list-url.ts).
 */

type Mode = 'router' | 'history';

function modeNow(): Mode | null {
  if ($inConsole.get()) return 'router';
  return $config.get().keepListsInUrl ? 'history' : null;
}

function locationOf(mode: Mode): { path: string; query: Query } {
  return mode === 'router' ? $location.get() : { path: window.location.pathname, query: parseQuery(window.location.search) };
}

function viewOf<F>(state: ListState<unknown, F>, spec: ListUrlSpec): ListView {
  const filters = state.filters as Record<string, ListFilterValue>;
  return { page: state.page, pageSize: state.pageSize, filters: Object.fromEntries(spec.filters.map((f) => [f.key, filters[f.key]])) };
}

/**
 * Each list's defaults, taken once when it is first bound: the view its parameters are left out
 * for. A page that renders its list anew (a key) keeps the defaults its element started with.
 */
const DEFAULTS = new WeakMap<object, ListView>();

function sameQuery(a: Query, b: Query): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/**
 * Binds a list resource to the URL. Call it before anything subscribes to the list (useListPage
 * does): the first render only sets the URL's view, so the first load asks for it. A page past the
 * last (a stale link, rows deleted since) shows the last page instead.
 */
export function useListUrl<Row, F>(list: ListResource<Row, F>, spec: ListUrlSpec | null | undefined): void {
  const [binding] = useState(() => {
    const mode = spec ? modeNow() : null;
    if (!mode || !spec) return null;
    // `.value` reads the state without subscribing (a subscriber would load the first page).
    const start = list.$state.value ?? list.$state.get();
    const defaults = DEFAULTS.get(list) ?? viewOf(start, spec);
    DEFAULTS.set(list, defaults);
    const { path, query } = locationOf(mode);
    const view = listViewOfQuery(query, spec, defaults);
    void list.show({ page: view.page, pageSize: view.pageSize, filters: { ...start.filters, ...view.filters } as F });
    return { mode, spec, defaults, path };
  });

  useEffect(() => {
    if (!binding) return;
    const { mode, spec: params, defaults, path } = binding;
    // Writes of ours under way: the locations they commit are not a change from outside.
    let writing = 0;
    const write = (state: ListState<Row, F>) => {
      const here = locationOf(mode);
      if (here.path !== path) return;
      const query = withListView(here.query, viewOf(state, params), params, defaults);
      if (sameQuery(query, here.query)) return;
      if (mode === 'history') {
        window.history.replaceState(window.history.state, '', formatLocation({ path, query }) + window.location.hash);
        return;
      }
      writing += 1;
      void navigate({ path, query }, { replace: true }).finally(() => { writing -= 1; });
    };
    const stopList = list.$state.subscribe((state) => {
      if (!state.loading && !state.error && state.rows.length === 0 && state.total > 0 && state.page > pageCount(state.total, state.pageSize)) {
        void list.setPage(pageCount(state.total, state.pageSize));
        return;
      }
      write(state);
    });
    // The same page opened again with other list parameters (its menu entry, a link): the list
    // follows. A change of the page's own parameters (?edit=… opening a form) is not the list's.
    const own = new Set([PAGE_PARAM, ROWS_PARAM, ...params.filters.map((f) => f.param ?? f.key)]);
    const others = (query: Query) => withoutParams(query, [...own]);
    let last = $location.get();
    const stopLocation = mode === 'router'
      ? $location.listen((location) => {
        const before = last;
        last = location;
        if (writing > 0 || location.path !== path || before.path !== path || !sameQuery(others(before.query), others(location.query))) return;
        const state = list.$state.get();
        const view = listViewOfQuery(location.query, params, defaults);
        if (!sameListView(view, viewOf(state, params), params)) {
          void list.show({ page: view.page, pageSize: view.pageSize, filters: { ...state.filters, ...view.filters } as F });
        }
      })
      : () => undefined;
    return () => {
      stopList();
      stopLocation();
    };
  }, [binding, list]);
}
