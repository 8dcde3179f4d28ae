import type { DriverProgress, TaskStatusKey } from '../api/contract/task';

/**
 * Which status changes a task allows (spec 4 'Task status'), as the reference server applies them:
 * the console's buttons show only what the server would take.
 */
export interface TaskState {
  status: TaskStatusKey;
  lock: boolean;
  taskList?: ReadonlyArray<{ seq: number; name: string; doneAt: number | null }>;
}

/** A manager's actions on one task (P_P13, PUT task/v0/{uid} and DELETE task/v0). */
export interface ManagerActions {
  /** 派遣: 調度中 → 待執行. */
  dispatch: boolean;
  /** 中斷: 待執行, 執行中 or 調度中 → 已中斷. */
  stop: boolean;
  /** 編輯: the car, driver, date or stops; only before the task runs. */
  edit: boolean;
  /** 刪除: not while it runs. */
  remove: boolean;
}

/** A locked task takes nothing but unlocking (spec 2.11 'task lock'). */
export function managerActionsOf(task: TaskState): ManagerActions {
  if (task.lock) return { dispatch: false, stop: false, edit: false, remove: false };
  const { status } = task;
  return {
    dispatch: status === 'scheduling',
    stop: status === 'ready' || status === 'doing' || status === 'scheduling',
    edit: status === 'ready' || status === 'scheduling',
    remove: status !== 'doing',
  };
}

/** The first stop not done yet, in visiting order. */
export function nextOpenStop(task: Pick<TaskState, 'taskList'>) {
  return [...(task.taskList ?? [])].sort((a, b) => a.seq - b.seq).find((s) => s.doneAt === null);
}

/** One progress report a driver may send now (PUT task/v0/by-driver), with its button's label. */
export interface DriverAction {
  action: DriverProgress['action'];
  seq?: number;
  label: string;
}

/**
 * What a driver may report on their own task: 開始 a ready task; 完成 the next stop of a running
 * one (the last stop done completes it); 中斷 a ready or running task.
 */
export function driverActionsOf(task: Pick<TaskState, 'status' | 'taskList'>): DriverAction[] {
  if (task.status === 'ready') return [{ action: 'start', label: '開始任務' }, { action: 'stop', label: '中斷任務' }];
  if (task.status !== 'doing') return [];
  const next = nextOpenStop(task);
  const done: DriverAction[] = next ? [{ action: 'done', seq: next.seq, label: `完成第 ${next.seq} 站` }] : [];
  return [...done, { action: 'stop', label: '中斷任務' }];
}
