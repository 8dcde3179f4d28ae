import { pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { PageNav } from '../shared/page-nav';

const PAGES = ['taskManagement', 'taskSchedules'] as const;
/** The tabs read 任務列表 where the page is 任務管理: the tab names the list beside the schedules. */
const LABELS = { taskManagement: '任務列表', taskSchedules: titleOf('taskSchedules') };
const LINKS = PAGES.map((id) => ({ path: pathOf(id), label: LABELS[id] }));

/** Between the task list and the dispatch schedules (spec 2.1). */
export function TaskNav({ current }: { current: (typeof PAGES)[number] }) {
  return <PageNav label="任務派遣頁面" links={LINKS} current={pathOf(current)} />;
}
