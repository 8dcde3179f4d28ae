import { useEffect, useState, type ReactNode } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { call } from '../../../core/api/call';
import { task as taskEndpoints, type TaskDetail } from '../../../core/api/contract/task';
import { deviationText, taskProgress } from '../../../core/tasks/progress';
// The permission hook alone: the page kit's index would bring its list and form pages into the map's bundle.
import { useCanCall } from '../../shared/ui/page-kit/permission';

/** The server routes a doing task's ETA again every minute (issue 27, 2): the panel reads it as often. */
const TASK_RELOAD_MS = 60_000;

/**
 * The truck's task under way (status doing), read every minute for its ETA; null without one, or for
 * a user who may not read tasks (the panel then says nothing of tasks).
 */
export function useCarTask(carUid: string | undefined): TaskDetail | null {
  const allowed = useCanCall(taskEndpoints.list);
  const [task, setTask] = useState<TaskDetail | null>(null);
  useEffect(() => {
    setTask(null);
    if (!carUid || !allowed) return undefined;
    let live = true;
    const load = async () => {
      // A failed read keeps what the panel showed: the task facts are extra, never an error of the panel.
      const body = await call(taskEndpoints.list, { body: { carUid, status: ['doing'], offset: 0, limit: 1 } }).catch(() => null);
      if (live && body?.status === API_STATUS.OK) setTask(body.data?.list[0] ?? null);
    };
    void load();
    const timer = setInterval(() => void load(), TASK_RELOAD_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [carUid, allowed]);
  return task;
}

/** The task facts of the panel: stops done, the next stop with its ETA (lateness in words), a deviation. */
export function CarTaskFacts({ task, link }: { task: TaskDetail; link?: ReactNode }) {
  const p = taskProgress(task);
  return (
    <>
      <dt>任務進度</dt>
      <dd className="vd-task">
        <span>{p.done}</span>
        {p.next && <span className={p.late ? 'vd-late' : undefined}>{p.next}</span>}
        {task.deviation && <span className="vd-late">⚠ {deviationText(task.deviation)}</span>}
        {link}
      </dd>
    </>
  );
}
