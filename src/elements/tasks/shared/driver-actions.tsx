import { useState } from 'react';
import { updateTaskByDriver } from '../../../core/api/task';
import type { TaskDetail } from '../../../core/api/contract/task';
import { createMutation } from '../../../core/resource';
import { driverActionsOf, type DriverAction } from '../../../core/tasks';
import { Button, ConfirmDialog, FieldError, showToast } from '../../shared/ui';
import { useResource } from '../../shared/ui/use-resource';

export interface DriverActionsProps {
  task: Pick<TaskDetail, 'uid' | 'status' | 'taskList' | 'car'>;
  /** The task as the server answered after a report. */
  onReported: (task: TaskDetail) => void;
  small?: boolean;
}

/**
 * A driver's progress reports on their own task (PUT task/v0/by-driver, spec 6): 開始任務, 完成第 N 站,
 * 中斷任務 (asked first). Only the reports the task's status allows show (core driverActionsOf).
 */
export function DriverActions({ task, onReported, small = false }: DriverActionsProps) {
  const report = useResource(() => createMutation(updateTaskByDriver, '回報失敗，請稍後再試。'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [stopping, setStopping] = useState(false);

  async function send(action: DriverAction) {
    if (busy) return;
    setBusy(true);
    const result = await report.send({ uid: task.uid, action: action.action, seq: action.seq });
    setBusy(false);
    setStopping(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError('');
    showToast(`${task.car.carNo}：${action.label}`, 'success');
    onReported(result.data);
  }

  const actions = driverActionsOf(task);
  if (!actions.length) return null;
  return (
    <span className="driver-actions">
      {actions.map((a) => (
        <Button key={a.action} small={small} variant={a.action === 'stop' ? 'secondary' : 'primary'} disabled={busy}
          aria-label={`${a.label}（${task.car.carNo}）`}
          onClick={() => (a.action === 'stop' ? setStopping(true) : void send(a))}>
          {a.label}
        </Button>
      ))}
      {error && <FieldError>{error}</FieldError>}
      <ConfirmDialog open={stopping} heading="中斷任務" confirmLabel="中斷任務" busy={busy}
        message={`確定要中斷 ${task.car.carNo} 的任務嗎？`}
        onCancel={() => setStopping(false)} onConfirm={() => void send(actions.find((a) => a.action === 'stop')!)} />
    </span>
  );
}
