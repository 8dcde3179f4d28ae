/**
 * What the runtime writes and when: each step's closed journeys and events at once; positions and
 * odometers now and then (a restart carries on from them); device readings every 5 minutes, for
 * the cold-chain and TPMS history.
 */
import type { Db } from '../../../db/database';
import { insertEvents, type StoredEvent } from '../events/store';
import { insertJourneys, type StoredJourney } from '../history/store';
import type { EnterpriseFleet } from './enterprise-fleets';
import { persistLiveState, recordDeviceSamples } from './live-store';

/** Device readings (cold chain, TPMS) are kept every 5 minutes. */
const SAMPLE_EVERY_MS = 5 * 60_000;

/** Journeys first: the events of a closed journey point at it. */
export async function saveStepResults(db: Db, journeys: StoredJourney[], events: StoredEvent[]): Promise<void> {
  await insertJourneys(db, journeys);
  await insertEvents(db, events);
}

/** Saves the last positions and odometers of every fleet's cars. */
export async function saveLivePositions(db: Db, fleets: ReadonlyMap<string, EnterpriseFleet>, at: number): Promise<void> {
  await persistLiveState(db, [...fleets.values()].flatMap((ef) => ef.records.map((record) => ({ enterpriseUid: ef.enterpriseUid, record }))), at);
}

/** Decides, once per tick, whether this tick keeps the device readings. */
export class DeviceSampler {
  private lastSampleAt = 0;

  /** True (and the period restarts) when 5 minutes have passed since the last kept readings. */
  due(now: number): boolean {
    const due = now - this.lastSampleAt >= SAMPLE_EVERY_MS;
    if (due) this.lastSampleAt = now;
    return due;
  }

  async record(db: Db, ef: EnterpriseFleet, now: number): Promise<void> {
    await recordDeviceSamples(db, ef.records, now);
  }
}
