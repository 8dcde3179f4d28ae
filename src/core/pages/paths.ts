import { matchRoute } from '../navigation/routes';
import { PAGES, type Page, type PageId, type PageParams } from './manifest';

const BY_ID = new Map<string, Page>(PAGES.map((page) => [page.id, page]));
const BY_PATTERN = new Map<string, Page>(PAGES.map((page) => [page.path, page]));

/** The declaration of a page by its id. */
export const pageById = (id: PageId): Page => BY_ID.get(id)!;


/** The params argument of pathOf: required when the path has a required parameter, optional otherwise. */
export type PathParamsArg<I extends PageId> = [keyof PageParams<I>] extends [never]
  ? [params?: Record<string, never>]
  : object extends PageParams<I> ? [params?: PageParams<I>] : [params: PageParams<I>];

/**
 * The path of a page (spec 2.1) with its parameters filled in, encoded: the only way a link or a
 * navigation names a console page, so a route changes in the manifest alone. A wrong id or a
 * missing required parameter (or one the page does not take) is a type error. An optional parameter left out (or empty) is left
 * out of the path, e.g. pathOf('fenceEdit') is /fence/edit.
 */
export function pathOf<I extends PageId>(id: I, ...[params]: PathParamsArg<I>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const segments = pageById(id).path.split('/').slice(1).flatMap((segment) => {
    const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const value = values[param[1]];
    if (param[2] && !value) return [];
    return [encodeURIComponent(value ?? '')];
  });
  return `/${segments.join('/')}`;
}

/** A path read as its page: the page's id and its parameters, typed by the id (narrow on `id`). */
export type PageMatch = { [I in PageId]: { id: I; params: PageParams<I> } }[PageId];

/**
 * The page a path opens and its parameters (decoded; an optional one left out is absent), or null
 * for an unknown path. The one matcher of the console: applications read their parameters here and
 * never take a path apart themselves.
 */
export function matchPage(path: string): PageMatch | null {
  const match = matchRoute(path);
  const page = match && BY_PATTERN.get(match.pattern);
  return page ? ({ id: page.id, params: match.params } as PageMatch) : null;
}
