import { round1, round6 } from './round';
import type { SimEvent, SimEventType, TruckState } from './types';

/**
 * Appends an event at the truck's current position and remembers its type for the monitor record
 * (`lastEventType`). Every event of the live simulator goes through here, so they all carry the
 * same rounded position, speed and heading.
 */
export function emitEvent(out: SimEvent[], t: TruckState, type: SimEventType, now: number, extra?: Partial<SimEvent>): void {
  const e: SimEvent = {
    type,
    carUid: t.uid,
    carNo: t.carNo,
    time: now,
    lat: round6(t.lat),
    lng: round6(t.lng),
    speed: round1(t.speed),
    heading: Math.round(t.heading),
    ...extra,
  };
  if (t.driverUid !== undefined) e.driverUid = t.driverUid;
  t.lastEventType = type;
  out.push(e);
}
