import { useState } from 'react';
import { createTask, getTask, updateTask } from '../../../core/api/task';
import { task as taskEndpoints, type TaskDetail, type TaskInput } from '../../../core/api/contract/task';
import { formatTaipei } from '../../../core/format';
import { createMutation, unwrap } from '../../../core/resource';
import { managerActionsOf } from '../../../core/tasks';
import { Button, FieldError, showToast, SPINNER_CSS, uiCss } from '../../shared/ui';
import { EndpointForm, PAGE_KIT_CSS, useItemForm, type FormFieldSpec } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { assignmentProblem, stopsProblem } from '../../../core/tasks';
import { AssignmentField, DispatcherOnly, StopsField, STOPS_FIELD_CSS } from '../shared';
import { emptyTask, toTaskInput, valuesOf, type TaskValues } from './task-values';

export interface TaskFormProps {
  /** The task to edit; without it the form adds a task. */
  taskUid?: string;
  /** Saved: the host shows the task or goes back to the list. */
  onTaskSave?: (detail: { taskUid: string; created: boolean }) => void;
  /** 取消 (after confirming unsaved changes): the host goes back to the list. */
  onTaskCancel?: (detail: Record<string, never>) => void;
}

const FIELDS: FormFieldSpec<TaskValues>[] = [
  { name: 'taskDate', label: '任務日期', kind: 'date', required: true },
  {
    name: 'assignment', label: '駕駛與車輛', kind: 'custom', required: true, serverFields: ['driverUid', 'carUid'],
    validate: (v) => assignmentProblem(v as TaskValues['assignment']), render: (p) => <AssignmentField {...p} />,
  },
  {
    name: 'taskList', label: '站點', kind: 'custom', required: true,
    validate: (v) => stopsProblem(v as TaskValues['taskList']), render: (p) => <StopsField {...p} />,
  },
  { name: 'lock', label: '鎖定任務（鎖定後不可編輯、派遣、中斷或刪除）', kind: 'checkbox' },
];

/**
 * Add or edit a task (spec 2.11 'Tasks', 3, 7.7; /task/add, /task/edit/{uid}, P_P13): the day, the
 * driver and a managed car (the driver's own car proposed), the stops in order and the lock. A task
 * that is running, over or locked cannot be edited: the form says so instead. A driver gets no form.
 */
export function TaskForm(props: TaskFormProps) {
  return <DispatcherOnly heading={props.taskUid ? '編輯任務' : '新增任務'}><ManagerTaskForm {...props} /></DispatcherOnly>;
}

function ManagerTaskForm({ taskUid, onTaskSave, onTaskCancel }: TaskFormProps) {
  const editing = !!taskUid;
  const item = useItemForm<TaskDetail>({ load: taskUid ? async () => unwrap(await getTask(taskUid)) : null, loadingText: '讀取任務…' });
  const loaded = item.record;
  const save = useResource(() => createMutation((input: TaskInput) => (taskUid ? updateTask(taskUid, input) : createTask(input))));
  const [initial] = useState(emptyTask);

  const heading = editing ? '編輯任務' : '新增任務';
  const start = loaded ? valuesOf(loaded) : initial;
  const locked = editing && loaded && !managerActionsOf(loaded).edit;

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, STOPS_FIELD_CSS, OWN_CSS)}</style>
      <section className="form-page task-form" part="base" aria-labelledby="task-form-heading">
        <h2 id="task-form-heading">{editing && loaded ? `${heading}：${loaded.car.carNo} ${formatTaipei(loaded.taskDate, 'YYYY-MM-DD')}` : heading}</h2>
        {item.status}
        {locked && (
          <div className="detail-error">
            <FieldError>{loaded.lock ? '任務已鎖定，請先在任務管理解除鎖定再編輯。' : '執行中或已結束的任務無法編輯。'}</FieldError>
            <Button small onClick={() => onTaskCancel?.({})}>返回任務管理</Button>
          </div>
        )}
        {item.ready && !locked && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? taskEndpoints.update : taskEndpoints.create}
            fields={FIELDS} initialValues={start} mutation={save} toInput={toTaskInput}
            guardLeave={{ message: '任務有尚未儲存的變更，確定要離開嗎？', askOnCancel: true }}
            onCancel={() => onTaskCancel?.({})}
            onSuccess={(saved) => {
              showToast(`${editing ? '已更新' : '已新增'}任務 ${saved.car.carNo} ${formatTaipei(saved.taskDate, 'YYYY-MM-DD')}`, 'success');
              onTaskSave?.({ taskUid: saved.uid, created: !editing });
            }} />
        )}
      </section>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.detail-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
