/**
 * The runtime's journeys: each tick follows every open journey (track points, driving statistics),
 * and a journey the simulator closes is stored with what was followed of it.
 */
import type { Journey as SimJourney, MonitorRecord as SimRecord, SimEvent } from '../../../sim';
import { journeyUidOf } from '../events/convert';
import { replayJourney } from '../history/replay';
import type { StoredJourney } from '../history/store';
import type { TaskKindOf } from '../shared/task-kinds';
import type { CarLiveBook } from './car-live';
import { carOf, type EnterpriseFleet } from './enterprise-fleets';
import { closedPoints, startLive, trackSample } from './live-journey';

/** After a step: each car's followed journey starts, takes the new sample, or ends with the simulator's. */
export function followJourneys(ef: EnterpriseFleet, sims: readonly SimRecord[], lives: CarLiveBook, dt: number, now: number): void {
  sims.forEach((sim, i) => {
    const car = ef.cars[i];
    const live = lives.of(car.uid);
    const open = ef.fleet.trucks[i].journey;
    if (!open) live.journey = null;
    else {
      if (!live.journey || live.journey.startTime !== open.startTime) live.journey = startLive(open.startTime);
      trackSample(live.journey, sim, dt, now);
    }
  });
}

/** A journey the simulator closed, as stored; read before followJourneys forgets the car's followed one. */
export function storedJourneyOf(
  ef: EnterpriseFleet, j: SimJourney, events: readonly SimEvent[], lives: CarLiveBook, taskKindOf: TaskKindOf,
): StoredJourney {
  const car = carOf(ef, j.carUid)!;
  const live = lives.of(car.uid).journey;
  const base = {
    uid: journeyUidOf(car.uid, j.startTime), enterpriseUid: ef.enterpriseUid, carUid: car.uid,
    driverUid: j.driverUid !== undefined ? String(j.driverUid) : car.driver_uid,
    taskKindUid: taskKindOf(ef.enterpriseUid, car.uid, j.startTime),
    startTime: j.startTime, endTime: j.endTime, startAddress: j.startAddress, endAddress: j.endAddress,
    distance: j.distanceMeters, maxSpeed: j.maxSpeed, avgSpeed: j.avgSpeed,
  };
  if (live && live.startTime === j.startTime && live.points.length > 0) {
    return { ...base, idleSeconds: Math.round(live.stats.idleSeconds), points: closedPoints(live, j), stats: live.stats };
  }
  // Followed only partly (the runtime started mid-journey): replay it like a past journey.
  const replay = replayJourney(j, events.filter((e) => String(e.carUid) === car.uid), Math.random);
  return { ...base, idleSeconds: replay.idleSeconds, points: replay.points, stats: replay.stats };
}
