import { TASK_STATUS_KEYS, type TaskStatusKey } from '../../../core/api/contract/task';
import { listTasks, listTasksByDriver } from '../../../core/api/task';
import { taskStatusLabel } from '../../../core/catalogue/work';
import { $departmentOptions, $driverOptions, $managedCarOptions, $taskKindOptions, pageOf, type ListQuery } from '../../../core/resource';
import { taskRangeOf, type TaskRangeFilters } from '../../../core/tasks';
import type { FilterField } from '../../shared/ui/page-kit';

/** The task list's filters as the filter bar holds them ('' or undefined: any). */
export interface TaskFilters extends TaskRangeFilters {
  status?: string;
  kindUid?: string;
  departmentUid?: string;
  driverUid?: string;
  carUid?: string;
}

const STATUS_CHOICES = TASK_STATUS_KEYS.map((key) => ({ value: key, label: taskStatusLabel(key) }));

const DATES: FilterField<TaskFilters>[] = [
  { key: 'startDate', label: '起日', kind: 'date' },
  { key: 'endDate', label: '迄日', kind: 'date' },
];
const STATUS: FilterField<TaskFilters> = { key: 'status', label: '狀態', kind: 'select', options: STATUS_CHOICES };

/** A manager's filters (spec 2.11): date range, 任務種類, 部門, driver, car and status. */
export const MANAGER_FILTERS: readonly FilterField<TaskFilters>[] = [
  ...DATES,
  { key: 'kindUid', label: '任務種類', kind: 'select', options: $taskKindOptions },
  { key: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions },
  { key: 'driverUid', label: '駕駛', kind: 'select', options: $driverOptions },
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
  STATUS,
];

/** A driver's filters: their own tasks by date range and status. */
export const DRIVER_FILTERS: readonly FilterField<TaskFilters>[] = [...DATES, STATUS];

const statusOf = (f: TaskFilters) => (f.status ? [f.status as TaskStatusKey] : undefined);

/** The filters as the list call's body. */
export function taskQueryOf(f: TaskFilters) {
  return {
    ...taskRangeOf(f),
    status: statusOf(f),
    kindUid: f.kindUid || undefined,
    departmentUid: f.departmentUid || undefined,
    driverUid: f.driverUid || undefined,
    carUid: f.carUid || undefined,
  };
}

/** One page of tasks: a manager's through task/v0/list, a driver's own through task/v0/by-driver/list (spec 6). */
export async function loadTaskPage(q: ListQuery<TaskFilters>, driver: boolean) {
  const paging = { offset: q.offset, limit: q.limit };
  if (driver) return pageOf(await listTasksByDriver({ ...taskRangeOf(q.filters), status: statusOf(q.filters), ...paging }));
  return pageOf(await listTasks({ ...taskQueryOf(q.filters), ...paging }));
}
