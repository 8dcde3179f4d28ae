import type { LiveShareStop, LiveShareView } from '../../../../../src/core/api/contract/live-share';
import type { TaskStop } from '../../../../../src/core/api/contract/task';
import { LIVE_SHARE_INVALID } from '../../../../../src/core/live-share';
import type { ServerContext } from '../../../context';
import { forbidden } from '../../../http/errors';
import { serviceOf } from '../../../services';
import { runtimeOf } from '../monitor/runtime';
import type { ShareTarget } from './links';

/**
 * A stop as the link's reader sees it: where and when, and the ETA when the task has one; never
 * the enterprise's notes or task kinds. Built field by field so a field added to the task later is
 * not shared by accident.
 */
export function sharedStop(s: TaskStop): LiveShareStop {
  const stop: LiveShareStop = {
    seq: s.seq, name: s.name, address: s.address, lat: s.lat, lng: s.lng,
    plannedTime: s.plannedTime, arrivedAt: s.arrivedAt, doneAt: s.doneAt,
  };
  if (s.etaAt !== undefined) stop.etaAt = s.etaAt;
  if (s.etaLate !== undefined) stop.etaLate = s.etaLate;
  return stop;
}

/**
 * What a working link shows: its one truck's number and position (from the simulator's process
 * when this one does not simulate: runtime.records asks it) and, for a task, its stops.
 */
export async function liveShareView(ctx: ServerContext, target: ShareTarget): Promise<LiveShareView> {
  const [record, numbers, task] = await Promise.all([
    runtimeOf(ctx).record(target.enterpriseUid, target.carUid),
    serviceOf(ctx, 'fleet.cars').numbers(ctx.db, [target.carUid]),
    target.taskUid ? serviceOf(ctx, 'tasks.detail')(target.enterpriseUid, target.taskUid) : Promise.resolve(null),
  ]);
  // A shared task deleted since: nothing is left to show.
  if (target.taskUid && !task) throw forbidden(LIVE_SHARE_INVALID);
  return {
    kind: task ? 'task' : 'car',
    carNo: numbers.get(target.carUid) ?? '',
    position: record ? { lat: record.lat, lng: record.lng, speed: record.speed, direction: record.direction, time: record.time } : null,
    expiresAt: target.expiresAt,
    task: task ? { taskDate: task.taskDate, stops: [...task.taskList].sort((a, b) => a.seq - b.seq).map(sharedStop) } : null,
  };
}
