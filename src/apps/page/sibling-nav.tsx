import { useStore } from '@nanostores/react';
import { mayOpen, pageById, pathOf, type PageId } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { $currentUser, $session, isDriverSession } from '../../core/session';
import { PageNav } from '../shared/page-nav';

/**
 * A declared page's tabs between its sibling pages (links named by their titles, or `labels`): a
 * page the user may not open is left out (a driver's manager-only pages too, as the guards refuse
 * them), and a nav with one link left is none.
 */
export function SiblingNav({ label, pages, labels, current }: {
  label: string; pages: readonly PageId[]; labels?: Partial<Readonly<Record<PageId, string>>>; current: PageId;
}) {
  const user = useStore($currentUser);
  const driver = isDriverSession(useStore($session).idData);
  const links = pages
    .filter((id) => mayOpen(pageById(id), user?.auth) && !(driver && pageById(id).managerOnly))
    .map((id) => ({ path: (pathOf as (page: PageId) => string)(id), label: labels?.[id] ?? titleOf(id) }));
  if (links.length < 2) return null;
  return <PageNav label={label} links={links} current={(pathOf as (page: PageId) => string)(current)} />;
}
