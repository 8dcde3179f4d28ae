import { useStore } from '@nanostores/react';
import { hasPermission } from '../../core/guards/permissions';
import { $currentUser } from '../../core/session';
import { PageNav, type PageNavLink } from './page-nav';

/**
 * The value-added service pages a console user moves between: 功能購買 (P_P44) and the redeem pages
 * (spec 2.1 /service…, sign-in only), which the main navigation of spec 2.4 does not list. A link
 * the user's codes do not open is left out.
 */
const LINKS: ReadonlyArray<PageNavLink & { code?: string }> = [
  { path: '/serviceManagement', label: '功能購買', code: 'P_P44' },
  { path: '/service', label: '車輛服務' },
  { path: '/service/exchange', label: '序號兌換' },
  { path: '/service/record', label: '服務紀錄' },
];

export function ServicePageNav({ current }: { current: string }) {
  const user = useStore($currentUser);
  const links = LINKS.filter((link) => !link.code || hasPermission(user?.auth, link.code));
  return <PageNav label="加值服務頁面" links={links} current={current} />;
}
