import type { Reads } from '../../../car-refs';
import { serviceOf, type TaskKindService } from '../../../services';
import { taipeiDayNumber } from '../../../time';

/**
 * 任務種類 of an event or journey: what kind of work the car was doing. The tasks domain may offer
 * 'tasks.taskKindOf' (carUid, time) → option uid from its tasks; otherwise the car's work of the
 * day is one of the enterprise's task options, fixed per car and day.
 */
export type TaskKindOf = (enterpriseUid: string, carUid: string, time: number) => string | null;

/** The live task kinds of every enterprise (the fleet's 'fleet.options'), by uid. */
export async function loadTaskKinds(r: Reads): Promise<Map<string, string[]>> {
  const rows = await serviceOf(r, 'fleet.options').liveOfEvery(r.db, 'task');
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.enterprise_uid, [...(out.get(r.enterprise_uid) ?? []), r.uid]);
  return out;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function taskKindResolver(kinds: Map<string, string[]>, fromTasks?: TaskKindService): TaskKindOf {
  return (enterpriseUid, carUid, time) => {
    const given = fromTasks?.(carUid, time);
    if (given) return given;
    const list = kinds.get(enterpriseUid);
    if (!list?.length) return null;
    const day = taipeiDayNumber(time);
    return list[hash(`${carUid}:${day}`) % list.length];
  };
}
