import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { TaskDetail } from '../../../core/api/contract/task';
import { readCarTask } from './car-task-read';
import { $currentUser } from '../../../core/session';
import { deviationText, taskProgress } from '../../../core/tasks/progress';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { useMayOpen } from '../../shared/chrome/may-open';

/** The server routes a doing task's ETA again every minute (issue 27, 2): the panel reads it as often. */
const TASK_RELOAD_MS = 60_000;

/**
 * The truck's task under way (status doing), read every minute for its ETA; null without one, or for
 * a user who may not read tasks (the panel then says nothing of tasks). This module is loaded on
 * first use (live-vehicle-detail.tsx), so the map's first bundle carries none of it.
 */
export function useCarTask(carUid: string | undefined): TaskDetail | null {
  const { auth } = useStore($currentUser);
  const [task, setTask] = useState<TaskDetail | null>(null);
  useEffect(() => {
    setTask(null);
    if (!carUid) return undefined;
    let live = true;
    const load = async () => {
      const found = await readCarTask(carUid, auth);
      if (live && found !== undefined) setTask(found);
    };
    void load();
    const timer = setInterval(() => void load(), TASK_RELOAD_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [carUid, auth]);
  return task;
}

/** In this lazy chunk, not the panel's sheet: the map's first bundle stays as small as before. */
const TASK_CSS = '.vd-task { display: grid; gap: 2px; } .vd-late { color: var(--_danger, #c62828); font-weight: 600; }';

/** The task facts of the panel: stops done, the next stop with its ETA (lateness in words), a deviation. */
export function CarTaskFacts({ task, link }: { task: TaskDetail; link?: ReactNode }) {
  const p = taskProgress(task);
  return (
    <>
      <dt>任務進度</dt>
      <dd className="vd-task">
        <style>{TASK_CSS}</style>
        <span>{p.done}</span>
        {p.next && <span className={p.late ? 'vd-late' : undefined}>{p.next}</span>}
        {task.deviation && <span className="vd-late">⚠ {deviationText(task.deviation)}</span>}
        {link}
      </dd>
    </>
  );
}

/** The panel's task facts for a truck, when it has a task under way and the user may read tasks. */
export default function CarTask({ carUid, carNo }: { carUid: string; carNo: string }) {
  const task = useCarTask(carUid);
  const mayOpen = useMayOpen();
  if (!task) return null;
  const link = mayOpen(task.url) && (
    <a href={consoleHref(task.url)} onClick={(e) => followInConsole(e, undefined, { carUid })} aria-label={`任務明細：${carNo}`}>任務明細</a>
  );
  return <CarTaskFacts task={task} link={link} />;
}
