import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { deleteTasks, exportTasks } from '../../../core/api/task';
import { task as taskEndpoints, type TaskDetail } from '../../../core/api/contract/task';
import { now } from '../../../core/clock';
import { createExport, createListResource, createMutation } from '../../../core/resource';
import { defaultTaskRange, exportRangeOf } from '../../../core/tasks';
import { TaskImport, TASK_IMPORT_CSS, taskNameOf, useIsDriver, useLiveReload, useManagerTaskActions, useTaskEvents } from '../shared';
import { BADGE_CSS, Button, DIALOG_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall } from '../../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
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
  const exporter = useResource(() => createExport<TaskFilters>((f, progress, signal) =>
    exportTasks({ ...taskQueryOf(f), ...exportRangeOf(f, now()) }, progress, signal)));
  const canUpdate = useCanCall(taskEndpoints.update);
  const actions = useManagerTaskActions(() => void list.reload());
  const canImport = useCanCall(taskEndpoints.import) && !driver;
  const [importing, setImporting] = useState(false);

  useTaskEvents(() => void list.reload());
  const { rows } = useStore(list.$state);
  useLiveReload(rows.some((t) => t.status === 'doing'), () => void list.reload());

  const columns = driver
    ? driverColumns(() => void list.reload())
    : managerColumns(canUpdate ? actions : null, (t) => onTaskEdit?.({ taskUid: t.uid }));

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, TASK_IMPORT_CSS, OWN_CSS)}</style>
      <div className="task-list" part="base">
        <ListPage<TaskDetail, TaskFilters> key={driver ? 'driver' : 'manager'} heading={driver ? '我的任務' : '任務管理'} resource={list}
          filters={driver ? DRIVER_FILTERS : MANAGER_FILTERS} columns={columns} rowKey={(t) => t.uid} rowName={taskNameOf}
          create={driver ? undefined : { endpoint: taskEndpoints.create, label: '新增任務', onCreate: () => onTaskAdd?.({}) }}
          remove={driver ? undefined : { endpoint: taskEndpoints.remove, mutation: remove, heading: '刪除任務' }}
          exporter={{ endpoint: taskEndpoints.export, resource: exporter }}
          toolbarExtra={canImport ? <Button onClick={() => setImporting(true)}>匯入任務</Button> : undefined}
          onRowActivate={onTaskOpen ? (t) => onTaskOpen({ taskUid: t.uid }) : undefined} />
      </div>
      {actions.dialog}
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
.task-progress { display: grid; gap: 2px; min-width: 8em; }
.eta-late { color: var(--_danger, #c62828); font-weight: 600; }
.progress-deviation { color: var(--_danger, #c62828); font-weight: 600; }
.stop-message { margin: 0 0 var(--_space-2); }
`;
