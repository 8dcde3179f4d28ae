import type { TaskDetail } from '../../core/api/contract/task';
import { formatTaipei } from '../../core/format';
import { managerActionsOf, stopSummary } from '../../core/tasks';
import { DriverActions, TaskStatusTag } from '../shared/tasks';
import { Button, type DataTableColumn } from '../shared/ui';

const kindsOf = (t: TaskDetail) => [...new Set(t.taskList.map((s) => s.kindName).filter(Boolean))].join('、');

/** The columns every task list shows: day, car, driver, stops, kinds, mileage, duration, status. */
const BASE: DataTableColumn<TaskDetail>[] = [
  { key: 'taskDate', header: '日期', cell: (t) => <span className="nowrap">{formatTaipei(t.taskDate, 'YYYY-MM-DD')}</span> },
  { key: 'car', header: '車號', cell: (t) => <strong className="nowrap">{t.car.carNo}</strong> },
  { key: 'driver', header: '駕駛', cell: (t) => <span className="nowrap">{t.driver.zhName}</span> },
  { key: 'stops', header: '站點', cell: (t) => stopSummary(t.taskList) },
  { key: 'kinds', header: '任務種類', cell: (t) => kindsOf(t) || '—' },
  { key: 'mileage', header: '總里程', align: 'end', cell: (t) => <span className="nowrap">{t.totalMileage.toLocaleString('zh-TW')} 公里</span> },
  { key: 'duration', header: '總時間', align: 'end', cell: (t) => <span className="nowrap">{t.totalDuration.toLocaleString('zh-TW')} 分鐘</span> },
  { key: 'status', header: '狀態', cell: (t) => <span className="nowrap"><TaskStatusTag status={t.status} />{t.lock && <span className="lock-note">（已鎖定）</span>}</span> },
];

export interface ManagerHandlers {
  onDispatch: (t: TaskDetail) => void;
  onStop: (t: TaskDetail) => void;
  onEdit: (t: TaskDetail) => void;
  onLock: (t: TaskDetail, lock: boolean) => void;
  busy: boolean;
}

/** A manager's columns: the base ones and the status actions the task allows (core managerActionsOf), with the lock. */
export function managerColumns(h: ManagerHandlers | null): DataTableColumn<TaskDetail>[] {
  if (!h) return BASE;
  return [...BASE, {
    key: 'taskActions', header: '任務操作',
    cell: (t) => {
      const can = managerActionsOf(t);
      const name = `${t.car.carNo} ${formatTaipei(t.taskDate, 'MM/DD')}`;
      return (
        <span className="task-actions">
          {can.dispatch && <Button small variant="primary" disabled={h.busy} aria-label={`派遣 ${name}`} onClick={() => h.onDispatch(t)}>派遣</Button>}
          {can.stop && <Button small variant="secondary" disabled={h.busy} aria-label={`中斷 ${name}`} onClick={() => h.onStop(t)}>中斷</Button>}
          {can.edit && <Button small variant="link" aria-label={`編輯 ${name}`} onClick={() => h.onEdit(t)}>編輯</Button>}
          <Button small variant="link" disabled={h.busy} aria-pressed={t.lock} aria-label={`${t.lock ? '解除鎖定' : '鎖定'} ${name}`}
            onClick={() => h.onLock(t, !t.lock)}>
            {t.lock ? '解除鎖定' : '鎖定'}
          </Button>
        </span>
      );
    },
  }];
}

/** A driver's columns: the base ones and the reports they may send on each task. */
export function driverColumns(onReported: (t: TaskDetail) => void): DataTableColumn<TaskDetail>[] {
  return [...BASE, {
    key: 'report', header: '回報',
    cell: (t) => <DriverActions small task={t} onReported={onReported} />,
  }];
}
