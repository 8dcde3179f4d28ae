import { pathOf } from '../pages/paths';

/**
 * Where a moment's 回放 goes: the journey replay of its car at that moment,
 * /history/journey/{carUid}/location?at={ms} (spec 2.1). Without a journey code the replay finds
 * the car's journey at that moment itself. One function for every link (events, vehicle detail),
 * so the path changes in one place.
 */
export function replayPathOf(carUid: string, at: number): string {
  return `${pathOf('historyReplay', { carUid })}?at=${Math.round(at)}`;
}
