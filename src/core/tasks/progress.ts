import type { TaskDetail, TaskStop } from '../api/contract/task';
import { formatTaipei } from '../format';

/**
 * How a task under way reads (issue 27, 1–3): the stops' arrival, completion and ETA, the next stop
 * and a deviation from the planned route. Lateness is said in words, never by colour alone.
 */

export const LATE_TEXT = '預計延誤';

/** A time as the task screens show it ('MM/DD HH:mm' in Taipei); '—' when absent. */
export const stopTime = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '—' : formatTaipei(ms, 'MM/DD HH:mm'));

/** A stop's ETA with its lateness: 'MM/DD HH:mm（預計延誤）'; '—' without one. */
export function etaText(stop: Pick<TaskStop, 'etaAt' | 'etaLate'>): string {
  if (stop.etaAt === null || stop.etaAt === undefined) return '—';
  return `${stopTime(stop.etaAt)}${stop.etaLate ? `（${LATE_TEXT}）` : ''}`;
}

/** The stop a doing task's truck heads for: the first not arrived at. */
export const nextStop = (stops: readonly TaskStop[]): TaskStop | undefined =>
  [...stops].sort((a, b) => a.seq - b.seq).find((s) => s.arrivedAt === null);

export interface TaskProgress {
  /** '已完成 1/3 站' */
  done: string;
  /** '下一站 第 2 站 中途站，預計 11/20 10:35 抵達（預計延誤）'; empty when no stop is left or the task is not doing. */
  next: string;
  /** The same for a table cell: '第 2 站 預計 11/20 10:35 抵達（預計延誤）'. */
  nextShort: string;
  late: boolean;
}

export function taskProgress(task: Pick<TaskDetail, 'status' | 'taskList'>): TaskProgress {
  const total = task.taskList.length;
  const done = `已完成 ${task.taskList.filter((s) => s.doneAt !== null).length}/${total} 站`;
  const next = task.status === 'doing' ? nextStop(task.taskList) : undefined;
  if (!next) return { done, next: '', nextShort: '', late: false };
  const eta = next.etaAt === null || next.etaAt === undefined
    ? '預計抵達時間計算中'
    : `預計 ${stopTime(next.etaAt)} 抵達${next.etaLate ? `（${LATE_TEXT}）` : ''}`;
  return { done, next: `下一站 第 ${next.seq} 站 ${next.name}，${eta}`, nextShort: `第 ${next.seq} 站 ${eta}`, late: !!next.etaLate };
}

/** '偏離規劃路線約 1,200 公尺（自 11/20 10:31）'; empty on the route. */
export function deviationText(deviation: TaskDetail['deviation']): string {
  if (!deviation) return '';
  return `偏離規劃路線約 ${Math.round(deviation.meters).toLocaleString('zh-TW')} 公尺（自 ${stopTime(deviation.since)}）`;
}
