import { PAGES } from '../pages/manifest';
import { normalizePath } from './query';

/**
 * Every route of spec 2.1, from the page manifest (core/pages). A `:name` segment is a parameter;
 * `:name?` may be left out. This list only answers "is this a page at all, and which one?" so the
 * guards can give the not-found outcome (spec 2.1, 8).
 */
export const ROUTE_PATTERNS: readonly string[] = PAGES.map((page) => page.path);

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

interface Compiled {
  pattern: string;
  regex: RegExp;
  names: string[];
}

function compile(pattern: string): Compiled {
  const names: string[] = [];
  const source = pattern === '/' ? '' : pattern.split('/').slice(1).map((segment) => {
    const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
    if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    names.push(param[1]);
    return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }).join('');
  return { pattern, regex: new RegExp(`^${source || '/'}$`), names };
}

/** Paths without parameters match first, so /task/edit/schedule is never /task/edit/:uid. */
const COMPILED = [
  ...ROUTE_PATTERNS.filter((pattern) => !pattern.includes(':')),
  ...ROUTE_PATTERNS.filter((pattern) => pattern.includes(':')),
].map(compile);

/** The route a path belongs to, with its parameters, or null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const normal = normalizePath(path);
  for (const route of COMPILED) {
    const found = route.regex.exec(normal);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      if (found[i + 1] !== undefined) params[name] = decodeURIComponent(found[i + 1]);
    });
    return { pattern: route.pattern, params };
  }
  return null;
}

export function isKnownPath(path: string): boolean {
  return matchRoute(path) !== null;
}
