import { PageNav } from '../shared/page-nav';

const LINKS = [
  { path: '/maintenanceV2', label: '保修列表' },
  { path: '/maintenanceV2/orderData', label: '保修工單' },
] as const;

/** Between the maintenance list and the maintenance orders (spec 2.1). */
export function MaintenanceNav({ current }: { current: (typeof LINKS)[number]['path'] }) {
  return <PageNav label="保修系統頁面" links={LINKS} current={current} />;
}
