import { setFences, type MonitorRecord as SimRecord, type SimEvent } from '../../../sim';
import type { FenceRow } from '../fences/store';
import type { EnterpriseFleet } from './enterprise-fleets';
import { delayedFenceEvents, fenceSpeedingEvents } from './fence-events';
import { FenceTriggerBook } from './fence-triggers';
import { fenceDefOf } from './truck-seeds';

/**
 * The fences' part of a tick. The simulator reports every crossing; the fences' own settings decide
 * what becomes an event: the cars a fence applies to, its triggers (delayed ones come due later)
 * and its speed limit. The state it keeps (pending triggers, speeding throttles) outlives the
 * fleets, so it lives here rather than in one of them.
 */
export class FenceChecks {
  private readonly triggers = new FenceTriggerBook();
  /** Last fence speeding event per car and fence. */
  private readonly speeding = new Map<string, number>();
  /** Fence events made by a delayed trigger (not crossings the simulator reported). */
  private readonly delayed = new WeakSet<SimEvent>();

  /** The fences changed (someone saved one): every fleet takes the new set; a deleted fence's pending triggers go. */
  reload(fleets: Iterable<EnterpriseFleet>, fences: FenceRow[]): void {
    for (const ef of fleets) {
      const own = fences.filter((f) => f.enterprise_uid === ef.enterpriseUid);
      for (const uid of ef.fences.keys()) if (!own.some((f) => f.uid === uid)) this.triggers.dropFence(uid);
      ef.fences = new Map(own.map((f) => [f.uid, f]));
      setFences(ef.fleet, own.map(fenceDefOf));
    }
  }

  /** Events the simulator cannot know of: speeding inside a fence with a limit, then delayed triggers that fell due. */
  extraEvents(ef: EnterpriseFleet, sims: readonly SimRecord[], now: number): SimEvent[] {
    return [
      ...fenceSpeedingEvents(ef.fleet, ef.fences, sims, now, this.speeding),
      ...delayedFenceEvents(this.triggers, ef.fleet, ef.cars, ef.fences, now, (e) => this.delayed.add(e)),
    ];
  }

  /** The fence a fence event is recorded under, or null when the fence or its triggers skip it. */
  fenceToRecord(ef: EnterpriseFleet, e: SimEvent, carUid: string): FenceRow | null {
    const fence = ef.fences.get(String(e.fenceUid));
    if (!fence) return null;
    if (fence.options.carUids.length && !fence.options.carUids.includes(carUid)) return null;
    if (!this.delayed.has(e) && !this.triggers.crossing(carUid, fence.uid, e.trigger ?? 'enter', fence.triggers, e.time)) return null;
    return fence;
  }
}
