import { matchPage, pathOf, type PageId } from '../../core/pages';
import { detailOf, titleOf } from '../../core/pages/details';
import { followRoute } from '../shared/route-link';

/** A crumb: a page of the parent chain, its link (null where its path needs a parameter the current page does not have). */
export interface Crumb { id: PageId; title: string; path: string | null }

/**
 * The parent chain of a page (details.ts `parent`), from the top down to the page itself. A parent's
 * path is filled from the current page's parameters of the same name (a replay's car for its journeys).
 */
export function crumbsOf(id: PageId, params: Readonly<Record<string, string | undefined>>): Crumb[] {
  const chain: PageId[] = [];
  for (let at: PageId | undefined = id; at && !chain.includes(at); at = detailOf(at).parent) chain.unshift(at);
  return chain.map((page) => {
    const path = page === id ? null : (pathOf as (page: PageId, values?: object) => string)(page, params);
    // A parent whose required parameter the page lacks gives a path that is not its own: no link.
    return { id: page, title: titleOf(page), path: path && matchPage(path)?.id === page ? path : null };
  });
}

/** The breadcrumbs of a page with a parent (unless it turns them off): links up the chain, the page itself marked current. */
export function Breadcrumbs({ id, params }: { id: PageId; params: Readonly<Record<string, string | undefined>> }) {
  const detail = detailOf(id);
  if (!detail.parent || detail.breadcrumbs === false) return null;
  const crumbs = crumbsOf(id, params);
  return (
    <nav aria-label="頁面路徑" className="fms-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.id}>
            {index === crumbs.length - 1
              ? <span aria-current="page">{crumb.title}</span>
              : crumb.path ? <a href={crumb.path} onClick={(e) => followRoute(e, crumb.path!)}>{crumb.title}</a> : <span>{crumb.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
