import { PageNav } from '../shared/page-nav';

const LINKS = [
  { path: '/task/management', label: '任務列表' },
  { path: '/task/edit/schedule', label: '派遣排程' },
] as const;

/** Between the task list and the dispatch schedules (spec 2.1). */
export function TaskNav({ current }: { current: (typeof LINKS)[number]['path'] }) {
  return <PageNav label="任務派遣頁面" links={LINKS} current={current} />;
}
