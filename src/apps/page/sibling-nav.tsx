import { useStore } from '@nanostores/react';
import { mayOpen, pageById, pathOf, type PageId } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { $currentUser } from '../../core/session';
import { PageNav } from '../shared/page-nav';

/** A declared page's tabs between its sibling pages (links named by their titles); a page the user may not open is left out. */
export function SiblingNav({ label, pages, current }: { label: string; pages: readonly PageId[]; current: PageId }) {
  const user = useStore($currentUser);
  const links = pages
    .filter((id) => mayOpen(pageById(id), user?.auth))
    .map((id) => ({ path: (pathOf as (page: PageId) => string)(id), label: titleOf(id) }));
  return <PageNav label={label} links={links} current={(pathOf as (page: PageId) => string)(current)} />;
}
