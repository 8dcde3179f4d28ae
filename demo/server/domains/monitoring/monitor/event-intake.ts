/**
 * The events of a tick as stored events: skipped when a fence says so, counted into the open
 * journey's harsh-driving statistics, tied to their journey, and remembered as the car's last event.
 */
import { reverseGeocode } from '../../../geo';
import type { SimEvent } from '../../../sim';
import { journeyUidOf, storedEventOf } from '../events/convert';
import type { StoredEvent } from '../events/store';
import type { FenceRow } from '../fences/store';
import type { StoredJourney } from '../history/store';
import { addHarsh } from '../score/stats';
import type { TaskKindOf } from '../shared/task-kinds';
import type { CarLiveBook } from './car-live';
import { carOf, type EnterpriseFleet } from './enterprise-fleets';
import type { FenceChecks } from './fence-checks';

/** A stored event and whether (and how) to notify it. */
export interface IntakeItem {
  row: StoredEvent;
  notify: boolean;
  includeDtcA: boolean;
}

export interface IntakeDeps {
  lives: CarLiveBook;
  fences: FenceChecks;
  taskKindOf: TaskKindOf;
}

/** The tick's events in order, as stored; `closed` are the journeys this tick closed. */
export function intakeEvents(ef: EnterpriseFleet, events: readonly SimEvent[], closed: readonly StoredJourney[], deps: IntakeDeps): IntakeItem[] {
  const stored: IntakeItem[] = [];
  for (const e of events) {
    const item = intakeEvent(ef, e, closed, deps);
    if (item) stored.push(item);
  }
  return stored;
}

/** A simulator event as a stored event, or null when its car is gone or a fence's triggers skip it. */
function intakeEvent(ef: EnterpriseFleet, e: SimEvent, closed: readonly StoredJourney[], deps: IntakeDeps): IntakeItem | null {
  const car = carOf(ef, e.carUid);
  if (!car) return null;
  let fence: FenceRow | undefined;
  if (e.type === 'fence') {
    const recorded = deps.fences.fenceToRecord(ef, e, car.uid);
    if (!recorded) return null;
    fence = recorded;
  }
  const live = deps.lives.of(car.uid);
  if ((e.type === 'accelerate' || e.type === 'decelerate') && e.rate && live.journey) addHarsh(live.journey.stats, e.type, e.rate);
  const inClosed = closed.find((j) => j.carUid === car.uid && e.time >= j.startTime && e.time <= j.endTime);
  const journeyUid = inClosed?.uid ?? (live.journey ? journeyUidOf(car.uid, live.journey.startTime) : null);
  const { row, text } = storedEventOf(e, car, {
    taskKindUid: deps.taskKindOf(ef.enterpriseUid, car.uid, e.time),
    journeyUid,
    address: reverseGeocode(e.lat, e.lng)?.address ?? '',
    fenceMessage: fence?.message,
  });
  live.lastEvent = { type: row.type, title: row.title, time: row.createdAt };
  // a fence can be set to record its events without notifying anyone
  const notify = text.notify && (!fence || fence.options.notify);
  return { row, notify, includeDtcA: text.includeDtcA };
}
