import { pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { PageNav } from '../shared/page-nav';

const PAGES = ['maintenanceV2', 'maintenanceOrders'] as const;
const LINKS = PAGES.map((id) => ({ path: pathOf(id), label: titleOf(id) }));

/** Between the maintenance list and the maintenance orders (spec 2.1). */
export function MaintenanceNav({ current }: { current: (typeof PAGES)[number] }) {
  return <PageNav label="保修系統頁面" links={LINKS} current={pathOf(current)} />;
}
