import type { DriverProgress, TaskStatusKey, TaskStop } from '../../../../src/core/api/contract/task';
import { badInput, conflict } from '../../http/errors';

/**
 * A driver's progress report applied to a task (spec 4 'Task status'): ready → doing on start;
 * stops are arrived at and done while doing; the last stop done completes the task; stop interrupts
 * a ready or running task. Pure: the caller stores the outcome.
 */
export interface TaskState {
  status: TaskStatusKey;
  stops: TaskStop[];
}

export interface Progress extends TaskState {
  startedAt?: number;
  endedAt?: number;
}

function stopOf(state: TaskState, seq: number | undefined): TaskStop {
  if (seq === undefined) throw badInput('seq', '請指定站序。');
  const stop = state.stops.find((s) => s.seq === seq);
  if (!stop) throw badInput('seq', `此任務沒有第 ${seq} 站。`);
  return stop;
}

export function applyProgress(state: TaskState, report: Pick<DriverProgress, 'action' | 'seq' | 'note'>, now: number): Progress {
  const stops = state.stops.map((s) => ({ ...s }));
  const next: Progress = { status: state.status, stops };
  switch (report.action) {
    case 'start':
      if (state.status !== 'ready') throw conflict('只有待執行的任務可以開始。', 'action');
      return { ...next, status: 'doing', startedAt: now };
    case 'stop':
      if (state.status !== 'ready' && state.status !== 'doing') throw conflict('此任務已結束，無法中斷。', 'action');
      if (report.note !== undefined) {
        const open = stops.find((s) => s.doneAt === null) ?? stops[stops.length - 1];
        open.note = report.note;
      }
      return { ...next, status: 'stopped', endedAt: now };
    case 'arrive':
    case 'done': {
      if (state.status !== 'doing') throw conflict('請先開始任務。', 'action');
      const stop = stops.find((s) => s.seq === stopOf(state, report.seq).seq)!;
      if (report.note !== undefined) stop.note = report.note;
      if (report.action === 'arrive') {
        if (stop.arrivedAt !== null) throw conflict(`第 ${stop.seq} 站已抵達。`, 'seq');
        stop.arrivedAt = now;
        return next;
      }
      if (stop.doneAt !== null) throw conflict(`第 ${stop.seq} 站已完成。`, 'seq');
      stop.arrivedAt ??= now;
      stop.doneAt = now;
      if (stops.every((s) => s.doneAt !== null)) return { ...next, status: 'completed', endedAt: now };
      return next;
    }
  }
}
