import type { SeedContext } from '../../../context';
import { reverseGeocode } from '../../../geo';
import { generateHistory, type SimEvent } from '../../../sim';
import { journeyUidOf, storedEventOf } from '../events/convert';
import { insertEvents, type StoredEvent } from '../events/store';
import type { FenceRow } from '../fences/store';
import { replayJourney } from '../history/replay';
import { insertJourneys, type StoredJourney } from '../history/store';
import { pickDtc } from '../monitor/pick-dtc';
import { fenceDefOf, SIM_SEED, truckSeedOf } from '../monitor/truck-seeds';
import { withoutIndexes } from '../shared/bulk';
import type { CarRow } from '../shared/cars';
import type { TaskKindOf } from '../shared/task-kinds';

/** Addresses of nearby points repeat (depots, ports); ~100 m is close enough to share one. */
function addressCache(): (lat: number, lng: number) => string {
  const cache = new Map<string, string>();
  return (lat, lng) => {
    const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
    let address = cache.get(key);
    if (address === undefined) {
      address = reverseGeocode(lat, lng)?.address ?? '';
      cache.set(key, address);
    }
    return address;
  };
}

/**
 * Past journeys and events of an enterprise's cars (the simulator's fast history), with the fence
 * triggers applied as the live runtime would.
 */
export function buildHistory(ctx: SeedContext, cars: CarRow[], fences: FenceRow[], taskKindOf: TaskKindOf): { journeys: StoredJourney[]; events: StoredEvent[] } {
  if (cars.length === 0) return { journeys: [], events: [] };
  const now = ctx.now();
  const history = generateHistory({
    seed: SIM_SEED, trucks: cars.map(truckSeedOf), days: ctx.seedSize.days, nowMs: now, fences: fences.map(fenceDefOf), pickDtc,
  });
  const carByUid = new Map(cars.map((c) => [c.uid, c]));
  const fenceByUid = new Map(fences.map((f) => [f.uid, f]));
  const eventsByCar = new Map<string, SimEvent[]>();
  for (const e of history.events) {
    const list = eventsByCar.get(String(e.carUid));
    if (list) list.push(e);
    else eventsByCar.set(String(e.carUid), [e]);
  }

  const journeys: StoredJourney[] = history.journeys.map((j) => {
    const car = carByUid.get(String(j.carUid))!;
    const own = (eventsByCar.get(car.uid) ?? []).filter((e) => e.time >= j.startTime && e.time <= j.endTime);
    const replay = replayJourney(j, own, ctx.rng);
    return {
      uid: journeyUidOf(car.uid, j.startTime), enterpriseUid: car.enterprise_uid, carUid: car.uid,
      driverUid: car.driver_uid, taskKindUid: taskKindOf(car.enterprise_uid, car.uid, j.startTime),
      startTime: j.startTime, endTime: j.endTime, startAddress: j.startAddress, endAddress: j.endAddress,
      distance: j.distanceMeters, maxSpeed: j.maxSpeed, avgSpeed: j.avgSpeed,
      idleSeconds: replay.idleSeconds, points: replay.points, stats: replay.stats,
    };
  });
  const journeysByCar = new Map<string, StoredJourney[]>();
  for (const j of journeys) {
    const list = journeysByCar.get(j.carUid);
    if (list) list.push(j);
    else journeysByCar.set(j.carUid, [j]);
  }

  const addressOf = addressCache();
  const events: StoredEvent[] = [];
  for (const e of history.events) {
    const car = carByUid.get(String(e.carUid));
    if (!car) continue;
    const fence = e.type === 'fence' ? fenceByUid.get(String(e.fenceUid)) : undefined;
    if (fence && !(e.trigger === 'enter' ? fence.triggers.enter : fence.triggers.leave)) continue;
    const journey = journeysByCar.get(car.uid)?.find((j) => e.time >= j.startTime && e.time <= j.endTime);
    const { row } = storedEventOf(e, car, {
      taskKindUid: taskKindOf(car.enterprise_uid, car.uid, e.time),
      journeyUid: journey?.uid ?? null,
      address: addressOf(e.lat, e.lng),
      fenceMessage: fence?.message,
    });
    events.push({ ...row, driverUid: car.driver_uid });
  }
  return { journeys, events };
}

/** Stores the history of several enterprises at once: the indexes are rebuilt a single time. */
export async function storeHistory(ctx: SeedContext, histories: ReadonlyArray<{ journeys: StoredJourney[]; events: StoredEvent[] }>): Promise<void> {
  await withoutIndexes(ctx.db, 'journeys', () => insertJourneys(ctx.db, histories.flatMap((h) => h.journeys)));
  await withoutIndexes(ctx.db, 'events', () => insertEvents(ctx.db, histories.flatMap((h) => h.events)));
}
