/** Deterministic fleet simulator (pure: no timers, no I/O). */
export type {
  DtcLevel,
  DtcPick,
  FenceDef,
  Journey,
  MonitorRecord,
  PickDtc,
  SimEvent,
  SimEventType,
  StepResult,
  TruckSeed,
  TruckState,
  TruckStatus,
  TyreRecord,
  Uid,
} from './types';
export { createFleet, findTruck } from './fleet';
export { journeySoFar } from './journeys';
export type { FleetOptions, FleetState } from './fleet-state';
export { step } from './step';
export { snapshot, snapshotInto } from './snapshot';
export { setFences } from './fence-crossings';
export { generateHistory, legDurationSeconds } from './history';
export type { HistoryOptions, HistoryResult } from './history';
export { defaultPickDtc } from './dtc';
export { TPMS_LABELS, TPMS_LIMITS, codeFromFlags, flagsFromCode, tpmsCode, tpmsFlags } from './tpms';
export type { LeakKind, TpmsFlags } from './tpms';
export { compileFences, insideFence } from './fences';
export { RoutePlanner, getPlanner, pointAlongRoute, routeSlice, segmentAt } from './routes';
export type { Place, Route } from './routes';
export { AMBIENT_C, MAX_TRUCK_SPEED_KMH, ROAD_CRUISE_KMH, SPEED_LIMIT_KMH, chooseRoute, truckProfile } from './profile';
export { CARGO, cargoOf } from './cargo';
export type { CargoKind } from './cargo';
export { gaussian, hashSeed, intBetween, mulberry32, nextRandom, pick, poisson, uniform } from './rng';
export type { RngState } from './rng';
export { LOST_AFTER_MS, MOVING_KMH, PARK_AFTER_MS, adoptReport, ageReported, applyReport, roadAt } from './reports';
export type { PositionReport } from './reports';
