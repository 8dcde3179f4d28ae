/**
 * Pure location helpers (spec 2.1: history-style paths with base /). A query is a flat map of
 * strings: the console never reads a repeated parameter, so the first value of a name wins.
 */
export type Query = Readonly<Record<string, string>>;

export interface RouteLocation {
  /** Path from the base '/', without query or hash, never with a trailing slash (except '/'). */
  path: string;
  query: Query;
}

/** Values a caller may put in a query; undefined and null leave the name out. */
export type QueryInput = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** '/monitor/' → '/monitor', '' → '/', 'monitor' → '/monitor'. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Parses '?a=1&b=2' (or 'a=1&b=2'); the first value of a repeated name wins. */
export function parseQuery(search: string): Query {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/** Formats a query as '?a=1&b=2', or '' when nothing is left. Names keep their given order. */
export function formatQuery(query: QueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Parses '/path?query#hash' (an absolute URL is accepted too; its origin is dropped). */
export function parseLocation(href: string): RouteLocation {
  const url = new URL(href, 'http://console.invalid');
  return { path: normalizePath(decodeURI(url.pathname)), query: parseQuery(url.search) };
}

export function formatLocation(location: { path: string; query?: QueryInput }): string {
  return normalizePath(location.path) + formatQuery(location.query ?? {});
}

/** A copy of the query without the given names. */
export function withoutParams(query: Query, names: readonly string[]): Query {
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (!names.includes(key)) rest[key] = value;
  return rest;
}

/** Same path and the same query values, whatever their order. */
export function isSameRoute(a: RouteLocation, b: RouteLocation): boolean {
  if (normalizePath(a.path) !== normalizePath(b.path)) return false;
  const aKeys = Object.keys(a.query);
  if (aKeys.length !== Object.keys(b.query).length) return false;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(b.query, key) && b.query[key] === a.query[key]);
}
