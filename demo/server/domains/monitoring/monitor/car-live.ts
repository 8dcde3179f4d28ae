import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { Reads } from '../../../car-refs';
import type { LiveJourney } from './live-journey';
import { loadLastEvents, loadLiveState } from './live-store';

/** What the runtime remembers of one car between ticks, across rebuilds of its enterprise's fleet. */
export interface CarLive {
  journey: LiveJourney | null;
  lastEvent: MonitorRecord['lastEvent'];
  mileageOffset: number;
  /** The simulator's first odometer reading, to carry on from the persisted one. */
  baseMileage: number | null;
  persistedMileage: number | null;
}

/**
 * Every car's CarLive by uid. Kept apart from the fleets because a fleet is recreated whenever its
 * cars change, while a car's open journey, last event and odometer must carry on.
 */
export class CarLiveBook {
  private readonly cars = new Map<string, CarLive>();

  of(carUid: string): CarLive {
    let live = this.cars.get(carUid);
    if (!live) {
      live = { journey: null, lastEvent: null, mileageOffset: 0, baseMileage: null, persistedMileage: null };
      this.cars.set(carUid, live);
    }
    return live;
  }

  /** At start: the last stored event of each car and the odometer saved before the last stop. */
  async load(r: Reads): Promise<void> {
    const lastEvents = await loadLastEvents(r);
    const persisted = await loadLiveState(r.db);
    for (const [carUid, lastEvent] of lastEvents) this.of(carUid).lastEvent = lastEvent;
    for (const [carUid, state] of persisted) this.of(carUid).persistedMileage = state.mileage;
  }
}
