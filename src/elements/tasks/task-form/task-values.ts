import type { TaskDetail, TaskInput } from '../../../core/api/contract/task';
import { now } from '../../../core/clock';
import { formatTaipei } from '../../../core/format';
import { dayRangeMs } from '../../../core/format/time';
import { plannedTimeOf, type StopDraft } from '../../../core/tasks';

/** The task form's values: the day as 'YYYY-MM-DD' (Taipei), driver and car together, the stops in order. */
export interface TaskValues {
  taskDate: string;
  assignment: { driverUid: string; carUid: string };
  taskList: StopDraft[];
  lock: boolean;
}

export const emptyTask = (): TaskValues => ({
  taskDate: formatTaipei(now(), 'YYYY-MM-DD'),
  assignment: { driverUid: '', carUid: '' },
  taskList: [],
  lock: false,
});

export function valuesOf(t: TaskDetail): TaskValues {
  return {
    taskDate: formatTaipei(t.taskDate, 'YYYY-MM-DD'),
    assignment: { driverUid: t.driver.uid, carUid: t.car.uid },
    taskList: [...t.taskList].sort((a, b) => a.seq - b.seq)
      .map((s) => ({
        name: s.name, address: s.address, lat: s.lat, lng: s.lng, kind: s.kind ?? '',
        time: s.plannedTime === null ? '' : formatTaipei(s.plannedTime, 'HH:mm'), note: s.note,
      })),
    lock: t.lock,
  };
}

/**
 * The call's body: stops in the order shown, each with every field the task holds (planned time on
 * the task's day, note), so saving unchanged erases nothing; a stop without a position is geocoded
 * by the server from its address.
 */
export function toTaskInput(v: TaskValues): TaskInput {
  const day = dayRangeMs(v.taskDate).startTime;
  return {
    taskDate: day,
    carUid: v.assignment.carUid,
    driverUid: v.assignment.driverUid,
    lock: v.lock,
    taskList: v.taskList.map((s) => ({
      name: s.name.trim(),
      address: s.address.trim(),
      ...(s.lat !== null && s.lng !== null ? { lat: s.lat, lng: s.lng } : {}),
      kind: s.kind || null,
      plannedTime: plannedTimeOf(day, s.time),
      note: s.note?.trim() ?? '',
    })),
  };
}
