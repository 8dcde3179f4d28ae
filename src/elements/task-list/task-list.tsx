import { useState } from 'react';
import { deleteTasks, exportTasks, updateTask } from '../../core/api/task';
import { task as taskEndpoints, type TaskDetail } from '../../core/api/contract/task';
import { now } from '../../core/clock';
import { formatTaipei } from '../../core/format';
import { createExport, createListResource, createMutation } from '../../core/resource';
import { defaultTaskRange, exportRangeOf } from '../../core/tasks';
import { taskStatusLabel } from '../../core/catalogue/work';
import { useIsDriver, useTaskEvents } from '../shared/tasks';
import { BADGE_CSS, Button, ConfirmDialog, DIALOG_CSS, FieldError, showToast, ToastRegion, TOAST_CSS, uiCss } from '../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall } from '../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../shared/ui/use-resource';
import { TaskImport, TASK_IMPORT_CSS } from '../shared/tasks';
import { driverColumns, managerColumns } from './task-columns';
import { DRIVER_FILTERS, loadTaskPage, MANAGER_FILTERS, taskQueryOf, type TaskFilters } from './task-filters';

export interface TaskListProps {
  /** A row was opened (click, Enter or Space): the host shows the task (/task/single/{uid}). */
  onTaskOpen?: (detail: { taskUid: string }) => void;
  /** 新增任務: the host opens /task/add. */
  onTaskAdd?: (detail: Record<string, never>) => void;
  /** 編輯 on a row: the host opens /task/edit/{uid}. */
  onTaskEdit?: (detail: { taskUid: string }) => void;
}

type Change = { uid: string; body: { status?: 'ready' | 'stopped'; lock?: boolean } };
type Stopping = { task: TaskDetail; error: string } | null;

const nameOf = (t: TaskDetail) => `${t.car.carNo} ${formatTaipei(t.taskDate, 'YYYY-MM-DD')}`;

/**
 * The tasks of /task/management (spec 2.11, 4, 7.7; P_P13). A manager filters by date range, 任務種類,
 * 部門, driver, car and status, dispatches (調度中 → 待執行), stops, locks, edits, deletes, exports and
 * imports (匯入任務 opens the import-task dialog); a driver sees only their own tasks and reports
 * progress. Status changes arriving live (category 4) reload the list.
 */
export function TaskList({ onTaskOpen, onTaskAdd, onTaskEdit }: TaskListProps) {
  const driver = useIsDriver();
  const isDriver = useLatest(driver);
  const list = useResource(() => createListResource<TaskDetail, TaskFilters>({
    load: (q) => loadTaskPage(q, isDriver.current),
    filters: defaultTaskRange(now()),
  }));
  useReloadOn(driver ? 'driver' : 'manager', () => list.reload());
  const remove = useResource(() => createMutation(deleteTasks, '刪除失敗，請稍後再試。'));
  const change = useResource(() => createMutation(({ uid, body }: Change) => updateTask(uid, body), '更新失敗，請稍後再試。'));
  const exporter = useResource(() => createExport<TaskFilters>((f, progress, signal) =>
    exportTasks({ ...taskQueryOf(f), ...exportRangeOf(f, now()) }, progress, signal)));
  const canUpdate = useCanCall(taskEndpoints.update);
  const canImport = useCanCall(taskEndpoints.import) && !driver;
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stopping, setStopping] = useState<Stopping>(null);

  useTaskEvents(() => void list.reload());

  async function apply(t: TaskDetail, body: Change['body'], done: string): Promise<string> {
    setBusy(true);
    const result = await change.send({ uid: t.uid, body });
    setBusy(false);
    if (!result.ok) {
      showToast(result.message, 'error');
      return result.message;
    }
    showToast(`${nameOf(t)}：${done}`, 'success');
    void list.reload();
    return '';
  }

  async function confirmStop() {
    if (!stopping || busy) return;
    const error = await apply(stopping.task, { status: 'stopped' }, taskStatusLabel('stopped'));
    setStopping(error ? { ...stopping, error } : null);
  }

  const columns = driver
    ? driverColumns(() => void list.reload())
    : managerColumns(canUpdate ? {
      busy,
      onDispatch: (t) => void apply(t, { status: 'ready' }, '已派遣'),
      onStop: (t) => setStopping({ task: t, error: '' }),
      onEdit: (t) => onTaskEdit?.({ taskUid: t.uid }),
      onLock: (t, lock) => void apply(t, { lock }, lock ? '已鎖定' : '已解除鎖定'),
    } : null);

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, TASK_IMPORT_CSS, OWN_CSS)}</style>
      <div className="task-list" part="base">
        <ListPage<TaskDetail, TaskFilters> key={driver ? 'driver' : 'manager'} heading={driver ? '我的任務' : '任務管理'} resource={list}
          filters={driver ? DRIVER_FILTERS : MANAGER_FILTERS} columns={columns} rowKey={(t) => t.uid} rowName={nameOf}
          create={driver ? undefined : { endpoint: taskEndpoints.create, label: '新增任務', onCreate: () => onTaskAdd?.({}) }}
          remove={driver ? undefined : { endpoint: taskEndpoints.remove, mutation: remove, heading: '刪除任務' }}
          exporter={{ endpoint: taskEndpoints.export, resource: exporter }}
          toolbarExtra={canImport ? <Button onClick={() => setImporting(true)}>匯入任務</Button> : undefined}
          onRowActivate={onTaskOpen ? (t) => onTaskOpen({ taskUid: t.uid }) : undefined} />
      </div>
      <ConfirmDialog open={!!stopping} heading="中斷任務" confirmLabel="中斷任務" busy={busy}
        onCancel={() => setStopping(null)} onConfirm={() => void confirmStop()}
        message={stopping && (
          <>
            <p className="stop-message">確定要中斷 {nameOf(stopping.task)}（{stopping.task.driver.zhName}）的任務嗎？</p>
            {stopping.error && <FieldError>{stopping.error}</FieldError>}
          </>
        )} />
      {canImport && <TaskImport open={importing} onImportClose={() => setImporting(false)} onTaskImport={() => void list.reload()} />}
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.task-list { min-width: 0; }
.task-actions, .driver-actions { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.lock-note { color: var(--_muted); margin-left: var(--_space-1); }
.nowrap { white-space: nowrap; }
.stop-message { margin: 0 0 var(--_space-2); }
`;
