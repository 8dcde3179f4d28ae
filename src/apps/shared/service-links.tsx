import { useStore } from '@nanostores/react';
import { hasPermission } from '../../core/guards/permissions';
import { pageById, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { $currentUser } from '../../core/session';
import { PageNav, type PageNavLink } from './page-nav';

/**
 * The value-added service pages a console user moves between: 功能購買 (P_P44) and the redeem pages
 * (spec 2.1 /service…, sign-in only), which the main navigation of spec 2.4 does not list. A link
 * the user's codes do not open is left out.
 */
const PAGES = ['serviceManagement', 'service', 'serviceExchange', 'serviceRecord'] as const;
const LINKS: ReadonlyArray<PageNavLink & { code?: string }> = PAGES.map((id) => {
  const { access } = pageById(id);
  return { path: pathOf(id), label: titleOf(id), ...(access !== 'public' && access !== 'signedIn' ? { code: access } : {}) };
});

export function ServicePageNav({ current }: { current: string }) {
  const user = useStore($currentUser);
  const links = LINKS.filter((link) => !link.code || hasPermission(user?.auth, link.code));
  return <PageNav label="加值服務頁面" links={links} current={current} />;
}
