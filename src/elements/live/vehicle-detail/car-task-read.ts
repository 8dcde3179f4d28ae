import { call } from '../../../core/api/call';
import { API_STATUS } from '../../../core/api/contract/status';
import { task as taskEndpoints, type TaskDetail } from '../../../core/api/contract/task';
import { canCall } from '../../shared/ui/page-kit/permission';

/**
 * The truck's task under way (status doing) for a user holding the task list's codes: null without
 * one or without the right; undefined when the read failed (the panel keeps what it showed).
 * Part of car-task.tsx's chunk, loaded on demand: the task contract stays out of the map's first bundle.
 */
export async function readCarTask(carUid: string, codes: readonly string[]): Promise<TaskDetail | null | undefined> {
  if (!canCall(taskEndpoints.list, codes)) return null;
  const body = await call(taskEndpoints.list, { body: { carUid, status: ['doing'], offset: 0, limit: 1 } }).catch(() => null);
  return body?.status === API_STATUS.OK ? body.data?.list[0] ?? null : undefined;
}
