import type { TaskDetail } from '../../../core/api/contract/task';
import { formatTaipei } from '../../../core/format';
import { deviationText, stopSummary, taskProgress } from '../../../core/tasks';
import { DriverActions, ManagerActionButtons, TaskStatusTag, type ManagerTaskActions } from '../shared';
import type { DataTableColumn } from '../../shared/ui';

const kindsOf = (t: TaskDetail) => [...new Set(t.taskList.map((s) => s.kindName).filter(Boolean))].join('、');

/** A task under way: stops done, the next with its ETA (lateness in words), a deviation; '—' before it starts. */
function ProgressCell({ task }: { task: TaskDetail }) {
  const p = taskProgress(task);
  if (task.status === 'ready' || task.status === 'scheduling') return <>—</>;
  return (
    <span className="task-progress">
      <span className="nowrap">{p.done}</span>
      {p.nextShort && <span className={p.late ? 'progress-next eta-late' : 'progress-next'}>{p.nextShort}</span>}
      {task.deviation && <span className="progress-deviation">⚠ {deviationText(task.deviation)}</span>}
    </span>
  );
}

/** The columns every task list shows: day, car, driver, stops, kinds, mileage, duration, status, progress. */
const BASE: DataTableColumn<TaskDetail>[] = [
  { key: 'taskDate', header: '日期', cell: (t) => <span className="nowrap">{formatTaipei(t.taskDate, 'YYYY-MM-DD')}</span> },
  { key: 'car', header: '車號', cell: (t) => <strong className="nowrap">{t.car.carNo}</strong> },
  { key: 'driver', header: '駕駛', cell: (t) => <span className="nowrap">{t.driver.zhName}</span> },
  { key: 'stops', header: '站點', cell: (t) => stopSummary(t.taskList) },
  { key: 'kinds', header: '任務種類', cell: (t) => kindsOf(t) || '—' },
  { key: 'mileage', header: '總里程', align: 'end', cell: (t) => <span className="nowrap">{t.totalMileage.toLocaleString('zh-TW')} 公里</span> },
  { key: 'duration', header: '總時間', align: 'end', cell: (t) => <span className="nowrap">{t.totalDuration.toLocaleString('zh-TW')} 分鐘</span> },
  { key: 'status', header: '狀態', cell: (t) => <span className="nowrap"><TaskStatusTag status={t.status} />{t.lock && <span className="lock-note">（已鎖定）</span>}</span> },
  { key: 'progress', header: '執行進度', cell: (t) => <ProgressCell task={t} /> },
];

/** A manager's columns: the base ones and the status actions the task allows, with the lock; none without the right to change tasks. */
export function managerColumns(actions: ManagerTaskActions | null, onEdit: (t: TaskDetail) => void): DataTableColumn<TaskDetail>[] {
  if (!actions) return BASE;
  return [...BASE, {
    key: 'taskActions', header: '任務操作',
    cell: (t) => <ManagerActionButtons small task={t} actions={actions} onEdit={onEdit} />,
  }];
}

/** A driver's columns: the base ones and the reports they may send on each task. */
export function driverColumns(onReported: (t: TaskDetail) => void): DataTableColumn<TaskDetail>[] {
  return [...BASE, {
    key: 'report', header: '回報',
    cell: (t) => <DriverActions small task={t} onReported={onReported} />,
  }];
}
