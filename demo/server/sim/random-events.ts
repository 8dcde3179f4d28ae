/**
 * Events drawn at hourly rates while driving: driver monitoring and smart driving (DMS/TSS, for
 * trucks with a DMS camera), DTCs and DVR disconnections. The rates live in rates.ts, shared with
 * the history, so a seeded month and the live day show the same mix.
 */
import { emitEvent } from './emit-event';
import type { FleetState } from './fleet-state';
import { DMS_EVENTS, DMS_TOTAL, DTC_RATE, DVR_RATE, PER_HOUR } from './rates';
import { nextRandom } from './rng';
import type { SimEvent, TruckState } from './types';
import { SPECIAL_NOTICE_TITLE } from '../../../src/core/api/contract/vocabulary/notifications';

/** One draw per step decides whether any of them happens, so a quiet step costs a single random number. */
export function randomEvents(t: TruckState, dt: number, now: number, events: SimEvent[], st: FleetState): void {
  const total = (t.dms ? DMS_TOTAL : 0) + DTC_RATE + (t.dvr ? DVR_RATE : 0);
  if (nextRandom(t) >= total * PER_HOUR * dt) return;
  let x = nextRandom(t) * total;
  if (t.dms) {
    for (const [type, rate] of DMS_EVENTS) {
      if (x < rate) {
        if (type === 'tss') {
          const system = nextRandom(t) < 0.3 ? 'PCS' : 'LDWS';
          emitEvent(events, t, 'tss', now, { system, title: SPECIAL_NOTICE_TITLE[system] });
        } else {
          emitEvent(events, t, type, now);
        }
        return;
      }
      x -= rate;
    }
  }
  if (x < DTC_RATE) {
    dtcEvent(t, st, now, events);
    return;
  }
  emitEvent(events, t, 'dvrDisconnection', now);
}

/** A trouble code from the fleet's picker (the DTC dictionaries on the server); none when it has nothing for the model. */
export function dtcEvent(t: TruckState, st: FleetState, now: number, events: SimEvent[]): void {
  const pick = st.pickDtc(t.model, () => nextRandom(t));
  if (pick) emitEvent(events, t, 'dtc', now, { code: pick.code, level: pick.level });
}
