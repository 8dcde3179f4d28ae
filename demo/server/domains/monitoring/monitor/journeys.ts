/**
 * The runtime's journeys: each tick follows every open journey (track points, driving statistics),
 * and a journey the simulator closes is stored with what was followed of it.
 */
import { hashSeed, journeySoFar, mulberry32, type Journey as SimJourney, type MonitorRecord as SimRecord, type SimEvent } from '../../../sim';
import { journeyUidOf } from '../events/convert';
import { replayJourney } from '../history/replay';
import type { StoredJourney } from '../history/store';
import type { TaskKindOf } from '../shared/task-kinds';
import type { CarLiveBook } from './car-live';
import { carOf, type EnterpriseFleet } from './enterprise-fleets';
import { closedPoints, startLive, trackSample } from './live-journey';

/** After a step: each car's followed journey starts, takes the new sample, or ends with the simulator's. */
export function followJourneys(ef: EnterpriseFleet, sims: readonly SimRecord[], dt: number, now: number): void {
  sims.forEach((sim, i) => {
    const live = ef.lives[i];
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
  ef: EnterpriseFleet, j: SimJourney, events: readonly SimEvent[], lives: CarLiveBook, taskKindOf: TaskKindOf, rng: () => number = Math.random,
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
  const replay = replayJourney(j, events.filter((e) => String(e.carUid) === car.uid), rng);
  return { ...base, idleSeconds: replay.idleSeconds, points: replay.points, stats: replay.stats };
}

/**
 * The journey a car is still driving, up to `now`, stored-shaped so it can be listed and replayed
 * (issue 22): the track ends where the truck is now, with its live speed and status instead of the
 * parking point a closed journey ends with. A journey not followed live is replayed with a generator
 * seeded by the journey, so two reads draw the same track.
 */
export function openJourneyOf(ef: EnterpriseFleet, carUid: string, now: number, lives: CarLiveBook, taskKindOf: TaskKindOf): StoredJourney | null {
  const i = ef.cars.findIndex((c) => c.uid === carUid);
  const soFar = i < 0 ? null : journeySoFar(ef.fleet.trucks[i], now);
  if (!soFar) return null;
  const stored = storedJourneyOf(ef, soFar, [], lives, taskKindOf, mulberry32(hashSeed(journeyUidOf(carUid, soFar.startTime))));
  const rec = ef.records.find((r) => r.carUid === carUid);
  const points = stored.points.slice(0, -1);
  // Followed from after it began (the server started mid-journey): it still starts where it began.
  if (!(points[0]?.time <= soFar.startTime)) {
    points.unshift({ time: soFar.startTime, lat: soFar.startLat, lng: soFar.startLng, speed: 0, heading: points[0]?.heading ?? 0, status: 'idling' });
  }
  const last = stored.points[stored.points.length - 1];
  points.push({ ...last, speed: rec?.speed ?? 0, heading: rec?.direction ?? last.heading, status: rec?.status ?? 'driving' });
  return { ...stored, points };
}
