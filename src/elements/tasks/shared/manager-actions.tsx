import { useState, type ReactNode } from 'react';
import { updateTask } from '../../../core/api/task';
import type { TaskDetail } from '../../../core/api/contract/task';
import { taskStatusLabel } from '../../../core/catalogue/work';
import { formatTaipei } from '../../../core/format';
import { createMutation } from '../../../core/resource';
import { managerActionsOf } from '../../../core/tasks';
import { Button, ConfirmDialog, FieldError, showToast } from '../../shared/ui';
import { useResource } from '../../shared/ui/use-resource';

type Change = { uid: string; body: { status?: 'ready' | 'stopped'; lock?: boolean } };

/** How a task is named in messages and confirmations: its car and day. */
export const taskNameOf = (t: Pick<TaskDetail, 'car' | 'taskDate'>) => `${t.car.carNo} ${formatTaipei(t.taskDate, 'YYYY-MM-DD')}`;

export interface ManagerTaskActions {
  busy: boolean;
  /** 派遣: 調度中 → 待執行. */
  dispatch: (t: TaskDetail) => void;
  /** 中斷: asks first (the dialog below), then 已中斷. */
  askStop: (t: TaskDetail) => void;
  /** 鎖定 or 解除鎖定. */
  setLock: (t: TaskDetail, lock: boolean) => void;
  /** The stop confirmation; render it once beside the buttons. */
  dialog: ReactNode;
}

/**
 * A manager's status changes on tasks (PUT task/v0/{uid}; spec 4, 2.11 'task lock'), shared by the
 * list and the detail: each shows a toast, a stop is confirmed first and a refused one keeps the
 * dialog open with the server's message. `onChanged` gets the task as the server answered.
 */
export function useManagerTaskActions(onChanged: (task: TaskDetail) => void): ManagerTaskActions {
  const change = useResource(() => createMutation(({ uid, body }: Change) => updateTask(uid, body), '更新失敗，請稍後再試。'));
  const [busy, setBusy] = useState(false);
  const [stopping, setStopping] = useState<{ task: TaskDetail; error: string } | null>(null);

  async function apply(t: TaskDetail, body: Change['body'], done: string): Promise<string> {
    setBusy(true);
    const result = await change.send({ uid: t.uid, body });
    setBusy(false);
    if (!result.ok) {
      showToast(result.message, 'error');
      return result.message;
    }
    showToast(`${taskNameOf(t)}：${done}`, 'success');
    onChanged(result.data);
    return '';
  }

  async function confirmStop() {
    if (!stopping || busy) return;
    const error = await apply(stopping.task, { status: 'stopped' }, taskStatusLabel('stopped'));
    setStopping(error ? { ...stopping, error } : null);
  }

  const dialog = (
    <ConfirmDialog open={!!stopping} heading="中斷任務" confirmLabel="中斷任務" busy={busy}
      onCancel={() => setStopping(null)} onConfirm={() => void confirmStop()}
      message={stopping && (
        <>
          <p className="stop-message">確定要中斷 {taskNameOf(stopping.task)}（{stopping.task.driver.zhName}）的任務嗎？</p>
          {stopping.error && <FieldError>{stopping.error}</FieldError>}
        </>
      )} />
  );

  return {
    busy,
    dispatch: (t) => void apply(t, { status: 'ready' }, '已派遣'),
    askStop: (t) => setStopping({ task: t, error: '' }),
    setLock: (t, lock) => void apply(t, { lock }, lock ? '已鎖定' : '已解除鎖定'),
    dialog,
  };
}

export interface ManagerActionButtonsProps {
  task: TaskDetail;
  actions: ManagerTaskActions;
  /** 編輯 (only while the task allows it); without it there is no 編輯 button. */
  onEdit?: (t: TaskDetail) => void;
  small?: boolean;
}

/** The buttons a task's status allows (core managerActionsOf): 派遣, 中斷, 編輯, and 鎖定 / 解除鎖定. */
export function ManagerActionButtons({ task: t, actions, onEdit, small = false }: ManagerActionButtonsProps) {
  const can = managerActionsOf(t);
  const name = small ? `${t.car.carNo} ${formatTaipei(t.taskDate, 'MM/DD')}` : '';
  const named = (verb: string) => (name ? `${verb} ${name}` : undefined);
  return (
    <span className="task-actions">
      {can.dispatch && <Button small={small} variant="primary" disabled={actions.busy} aria-label={named('派遣')} onClick={() => actions.dispatch(t)}>派遣</Button>}
      {can.stop && <Button small={small} variant="secondary" disabled={actions.busy} aria-label={named('中斷')} onClick={() => actions.askStop(t)}>中斷</Button>}
      {can.edit && onEdit && <Button small={small} variant={small ? 'link' : 'secondary'} aria-label={named('編輯')} onClick={() => onEdit(t)}>編輯</Button>}
      <Button small={small} variant={small ? 'link' : 'secondary'} disabled={actions.busy}
        aria-label={named(t.lock ? '解除鎖定' : '鎖定')} onClick={() => actions.setLock(t, !t.lock)}>
        {t.lock ? '解除鎖定' : '鎖定'}
      </Button>
    </span>
  );
}
