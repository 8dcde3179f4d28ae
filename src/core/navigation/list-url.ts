import type { Query } from './query';

/**
 * A list's place in the URL (issue 24, 9): its filters, page and rows per page as readable query
 * parameters (`?status=paid,failed&startDate=2026-05-01&page=2&rows=50`), so the back button from a
 * detail returns to the same view. Pure: the kit (elements/shared/ui/list-url.ts) reads and writes
 * the location. Only what differs from the list's defaults is written; a value that cannot be read
 * (a page of 0, rows not offered, a date that is no day, a status not known) falls back to its
 * default without an error.
 */

/** The page (from 1) and the rows per page; left out of the URL at page 1 and the default size. */
export const PAGE_PARAM = 'page';
export const ROWS_PARAM = 'rows';

/** How one filter is read from its parameter. */
export type ListParamKind =
  /** Free text, trimmed and cut at maxLength. */
  | { kind: 'text'; maxLength?: number }
  /** A day, 'YYYY-MM-DD'. */
  | { kind: 'date' }
  /** One value; one of `values` when the choices are known, else any plain token (an id). */
  | { kind: 'choice'; values?: readonly Choice[]; nameOf?: (value: Choice) => string }
  /**
   * Several of `values`, comma-separated (`status=PAID,CANCELLED`), kept in the order of `values`;
   * `nameOf` gives a code its readable name in the URL (by default the value itself).
   */
  | { kind: 'choices'; values: readonly Choice[]; nameOf?: (value: Choice) => string };

export type Choice = string | number;

/** One filter of a list: its key in the filters, and its parameter name (the key by default). */
export type ListParam = ListParamKind & { key: string; param?: string };

export interface ListUrlSpec {
  filters: readonly ListParam[];
  /** The rows-per-page choices the list offers; another `rows` falls back to the default. */
  pageSizes: readonly number[];
}

export type ListFilterValue = Choice | readonly Choice[] | undefined;

/** What a list shows: its page, rows per page and the filters of the spec. */
export interface ListView {
  page: number;
  pageSize: number;
  filters: Readonly<Record<string, ListFilterValue>>;
}

const MAX_PAGE = 1_000_000;
const MAX_TEXT = 200;
/** An id or code given as a choice whose values are not known here (e.g. a car's uid). */
const TOKEN = /^[\w.:@-]{1,100}$/;

const paramOf = (f: ListParam) => f.param ?? f.key;
const nameIn = (f: ListParam) => ('nameOf' in f && f.nameOf) || String;

function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A parameter's value as the filter's, `undefined` for an emptied filter, or `invalid`. */
function readFilter(f: ListParam, raw: string): ListFilterValue | typeof INVALID {
  const text = raw.trim();
  if (text === '') return undefined;
  switch (f.kind) {
    case 'text': return text.slice(0, f.maxLength ?? MAX_TEXT);
    case 'date': return isDay(text) ? text : INVALID;
    case 'choice': {
      if (!f.values) return TOKEN.test(text) ? text : INVALID;
      const name = nameIn(f);
      return f.values.find((v) => name(v) === text) ?? INVALID;
    }
    case 'choices': {
      const name = nameIn(f);
      const given = new Set(text.split(',').map((v) => v.trim()));
      const known = f.values.filter((v) => given.has(name(v)));
      return known.length > 0 ? known : INVALID;
    }
  }
}
const INVALID = Symbol('invalid');

function readCount(raw: string | undefined, accept: (n: number) => boolean): number | undefined {
  if (raw === undefined || !/^\d{1,7}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return accept(n) ? n : undefined;
}

/**
 * The view a query asks for: each parameter present and readable, the default for the rest. A
 * parameter present but empty (`status=`) empties a filter whose default is not empty.
 */
export function listViewOfQuery(query: Query, spec: ListUrlSpec, defaults: ListView): ListView {
  const filters: Record<string, ListFilterValue> = { ...defaults.filters };
  for (const f of spec.filters) {
    const raw = query[paramOf(f)];
    if (raw === undefined) continue;
    const value = readFilter(f, raw);
    if (value !== INVALID) filters[f.key] = value;
  }
  return {
    page: readCount(query[PAGE_PARAM], (n) => n >= 1 && n <= MAX_PAGE) ?? defaults.page,
    pageSize: readCount(query[ROWS_PARAM], (n) => spec.pageSizes.includes(n)) ?? defaults.pageSize,
    filters,
  };
}

/** A filter value as its parameter's text; '' for none. */
function textOf(f: ListParam, value: ListFilterValue): string {
  if (value === undefined || value === null) return '';
  const name = nameIn(f);
  if (!Array.isArray(value)) return name(value as Choice).trim();
  // In the order of the choices, whatever order they were ticked in: one view, one URL.
  const given = value as readonly Choice[];
  return (f.kind === 'choices' ? f.values.filter((v) => given.includes(v)) : given).map(name).join(',');
}

/**
 * The parameters of a view, each name of the spec present: `undefined` where the view holds the
 * default (so the name is left out), '' for a filter emptied against a non-empty default.
 */
export function listParamsOf(view: ListView, spec: ListUrlSpec, defaults: ListView): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const f of spec.filters) {
    const text = textOf(f, view.filters[f.key]);
    params[paramOf(f)] = text === textOf(f, defaults.filters[f.key]) ? undefined : text;
  }
  params[PAGE_PARAM] = view.page === defaults.page ? undefined : String(view.page);
  params[ROWS_PARAM] = view.pageSize === defaults.pageSize ? undefined : String(view.pageSize);
  return params;
}

/**
 * The query with the view's parameters: every other parameter of the page kept as it was (a tab,
 * an id), the list's own set or left out.
 */
export function withListView(query: Query, view: ListView, spec: ListUrlSpec, defaults: ListView): Query {
  const params = listParamsOf(view, spec, defaults);
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (!(name in params)) next[name] = value;
  for (const [name, value] of Object.entries(params)) if (value !== undefined) next[name] = value;
  return next;
}

/** Whether two views show the same thing (filters compared by their parameter text). */
export function sameListView(a: ListView, b: ListView, spec: ListUrlSpec): boolean {
  return a.page === b.page && a.pageSize === b.pageSize
    && spec.filters.every((f) => textOf(f, a.filters[f.key]) === textOf(f, b.filters[f.key]));
}
