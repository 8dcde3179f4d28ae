import { deleteSchedules, listSchedules } from '../../../core/api/task';
import { task as taskEndpoints, type Schedule } from '../../../core/api/contract/task';
import { $driverOptions, $managedCarOptions, createListResource, createMutation, pageOf } from '../../../core/resource';
import { scheduleRangeText, weekdaysText } from '../../../core/tasks';
import { BADGE_CSS, DIALOG_CSS, ToastRegion, TOAST_CSS, uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface ScheduleListProps {
  /** 新增排程: the host opens /task/add/schedule. */
  onScheduleAdd?: (detail: Record<string, never>) => void;
  /** 編輯 on a row, or the row opened: the host opens /task/edit/schedule/{uid}. */
  onScheduleEdit?: (detail: { scheduleUid: string }) => void;
}

/** The filters as the filter bar holds them ('' or undefined: any). */
interface ScheduleFilters {
  carUid?: string;
  driverUid?: string;
  keyword?: string;
}

const FILTERS: readonly FilterField<ScheduleFilters>[] = [
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
  { key: 'driverUid', label: '駕駛', kind: 'select', options: $driverOptions },
  { key: 'keyword', label: '排程名稱', kind: 'text', maxLength: 50 },
];

const COLUMNS: DataTableColumn<Schedule>[] = [
  { key: 'name', header: '排程名稱', cell: (s) => <strong>{s.name}</strong> },
  { key: 'car', header: '車號', cell: (s) => <span className="nowrap">{s.car.carNo || '—'}</span> },
  { key: 'driver', header: '駕駛', cell: (s) => <span className="nowrap">{s.driver.zhName || '—'}</span> },
  { key: 'range', header: '期間', cell: (s) => <span className="nowrap">{scheduleRangeText(s)}</span> },
  { key: 'weekdays', header: '星期', cell: (s) => <span className="nowrap">{weekdaysText(s.weekdays)}</span> },
  { key: 'taskCount', header: '任務數', align: 'end', cell: (s) => <span className="nowrap">{s.taskCount.toLocaleString('zh-TW')} 筆</span> },
];

const loadPage = async (q: { offset: number; limit: number; filters: ScheduleFilters }) => pageOf(await listSchedules({
  carUid: q.filters.carUid || undefined,
  driverUid: q.filters.driverUid || undefined,
  keyword: q.filters.keyword?.trim() || undefined,
  offset: q.offset,
  limit: q.limit,
}));

/**
 * The dispatch schedules of /task/edit/schedule (spec 2.1, 2.11 'Tasks'; P_P13): filtered by car,
 * driver and name, rows per page and pages; add, edit, and delete one or several — the confirmation
 * names them and says their tasks still in 調度中 go with them.
 */
export function ScheduleList({ onScheduleAdd, onScheduleEdit }: ScheduleListProps) {
  const list = useResource(() => createListResource<Schedule, ScheduleFilters>({ load: loadPage }));
  const remove = useResource(() => createMutation(deleteSchedules, '刪除失敗，請稍後再試。'));
  const edit = (s: Schedule) => onScheduleEdit?.({ scheduleUid: s.uid });
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, OWN_CSS)}</style>
      <div className="schedule-list" part="base">
        <ListPage<Schedule, ScheduleFilters> heading="派遣排程" resource={list} filters={FILTERS} columns={COLUMNS}
          rowKey={(s) => s.uid} rowName={(s) => s.name} emptyText="尚無派遣排程"
          create={{ endpoint: taskEndpoints.scheduleCreate, label: '新增排程', onCreate: () => onScheduleAdd?.({}) }}
          edit={{ endpoint: taskEndpoints.scheduleUpdate, onEdit: edit }}
          remove={{
            endpoint: taskEndpoints.scheduleRemove, mutation: remove, heading: '刪除派遣排程',
            note: '排程建立且仍在「調度中」的任務會一併刪除；已派遣或已執行的任務會保留。',
            doneMessage: (data, count) => {
              const tasks = (data as { deletedTasks?: number } | undefined)?.deletedTasks ?? 0;
              return `已刪除 ${count} 筆排程與 ${tasks} 筆調度中任務`;
            },
          }}
          onRowActivate={onScheduleEdit ? edit : undefined} />
      </div>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.schedule-list { min-width: 0; }
.nowrap { white-space: nowrap; }
.delete-note { margin: 0 0 var(--_space-2); color: var(--_danger); }
`;
