import type { FleetState, MonitorRecord as SimRecord, SimEvent } from '../../../sim';
import type { FenceRow } from '../fences/store';
import type { CarRow } from '../shared/cars';
import type { FenceTriggerBook } from './fence-triggers';
import { FENCE_TRIGGERS } from '../../../../../src/core/api/contract/vocabulary/fences';

/** A fence speeding event per car and fence at most every 5 minutes. */
const FENCE_SPEEDING_GAP_MS = 5 * 60_000;

const appliesTo = (fence: FenceRow, carUid: string) => fence.options.carUids.length === 0 || fence.options.carUids.includes(carUid);

/** A speed limit set on a fence: driving faster inside it is a speeding event. `last` keeps the throttle. */
export function fenceSpeedingEvents(fleet: FleetState, fences: ReadonlyMap<string, FenceRow>, sims: readonly SimRecord[], now: number, last: Map<string, number>): SimEvent[] {
  const out: SimEvent[] = [];
  sims.forEach((sim, i) => {
    const truck = fleet.trucks[i];
    fleet.fences.forEach((compiled, j) => {
      if (!truck.fenceIn[j]) return;
      const fence = fences.get(String(compiled.uid));
      const limit = fence?.options.speedLimit;
      if (!fence || !limit || sim.speed <= limit || !appliesTo(fence, String(sim.uid))) return;
      const key = `${sim.uid}|${fence.uid}`;
      if (now - (last.get(key) ?? -Infinity) < FENCE_SPEEDING_GAP_MS) return;
      last.set(key, now);
      out.push({
        type: 'speeding', carUid: sim.uid, carNo: sim.carNo, driverUid: sim.driverUid, time: now, lat: sim.lat, lng: sim.lng,
        speed: sim.speed, heading: sim.heading, limit, road: `圍籬「${fence.name}」內`,
      });
    });
  });
  return out;
}

/** Fence events of the delayed triggers that fell due; `mark` tags them as not being crossings. */
export function delayedFenceEvents(book: FenceTriggerBook, fleet: FleetState, cars: readonly CarRow[], fences: ReadonlyMap<string, FenceRow>, now: number, mark: (e: SimEvent) => void): SimEvent[] {
  const out: SimEvent[] = [];
  for (const p of book.due(now)) {
    const fence = fences.get(p.fenceUid);
    const i = cars.findIndex((c) => c.uid === p.carUid);
    if (!fence || i < 0) continue;
    const t = fleet.trucks[i];
    const event: SimEvent = {
      type: 'fence', carUid: t.uid, carNo: t.carNo, driverUid: t.driverUid, time: now, lat: t.lat, lng: t.lng, speed: t.speed, heading: t.heading,
      fenceUid: fence.uid, fenceName: `${fence.name}（${p.trigger === 'enter' ? '停留' : FENCE_TRIGGERS.leave.label}超過 ${p.minutes} 分鐘）`, trigger: p.trigger,
    };
    mark(event);
    out.push(event);
  }
  return out;
}
