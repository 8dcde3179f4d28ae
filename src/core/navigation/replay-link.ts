/**
 * Where an event's 回放 goes: the journey replay of its car at the moment of the event
 * (/history/journey/{carUid}?at={ms}, spec 2.1). One function, so the path changes in one place.
 */
export function replayPathOf(carUid: string, at: number): string {
  return `/history/journey/${encodeURIComponent(carUid)}?at=${at}`;
}
