/** Public types of the fleet simulator. Everything returned to callers is plain JSON. */
import type { CarStatus, EventType } from '../../../src/core/api/contract/vocabulary';
import type { LatLng } from '../geo/types';
import type { Route } from './routes';

export type Uid = number | string;

/** Car status (spec §4, the contract's vocabulary): the four a car reports, plus 'nodevice' (no device installed). */
export type TruckStatus = CarStatus;

export interface TruckSeed {
  uid: Uid;
  carNo: string;
  /** vehicle model code, e.g. FC2AD7 (passed to pickDtc) */
  model: string;
  hasDevice: boolean;
  /** name of a landmark (e.g. 臺中港) or '縣市區' the truck is based at; random when absent or unknown */
  homeLandmark?: string;
  driverUid?: Uid;
  /** Device and body options; each defaults to a seeded random choice. */
  coldChain?: boolean;
  /** number of cold-chain temperature sensors, 1..4 */
  sensorCount?: number;
  tpms?: boolean;
  tyreCount?: 6 | 10;
  /** driver monitoring (DMS) and smart-driving (TSS) camera */
  dms?: boolean;
  dvr?: boolean;
  /** driver's speed habit: multiplies cruising speeds (default 0.92..1.08) */
  speedFactor?: number;
}

export interface FenceDef {
  uid: Uid;
  name: string;
  kind: 'circle' | 'polygon';
  center?: LatLng;
  /** meters */
  radius?: number;
  points?: LatLng[];
}

/** The event types (spec 4) the simulator emits; the rest (rawdata, driving, idle, milage, …) it never does. */
export type SimEventType = Extract<EventType,
  | 'speeding'
  | 'accelerate'
  | 'decelerate'
  | 'fatigue'
  | 'seatbelt'
  | 'phone'
  | 'smoking'
  | 'distract'
  | 'lensWardOff'
  | 'driverLost'
  | 'engineOverheat'
  | 'engineOn'
  | 'parked'
  | 'dvrDisconnection'
  | 'dtc'
  | 'fence'
  | 'tss'>;

export type DtcLevel = 'A' | 'B' | 'C' | 'F';

export interface DtcPick {
  code: string;
  level: DtcLevel;
}

/** Chooses a DTC for a model; null means "no code this time". `rng` returns floats in [0, 1). */
export type PickDtc = (model: string, rng: () => number) => DtcPick | null;

export interface SimEvent {
  type: SimEventType;
  carUid: Uid;
  carNo: string;
  driverUid?: Uid;
  /** epoch ms */
  time: number;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  heading: number;
  /** speeding: the limit exceeded (km/h) and the road */
  limit?: number;
  road?: string;
  /** accelerate / decelerate: speed change rate in km/h per second (positive) */
  rate?: number;
  /** engineOverheat: coolant temperature °C */
  engineTemp?: number;
  /** dtc */
  code?: string;
  level?: DtcLevel;
  /** fence */
  fenceUid?: Uid;
  fenceName?: string;
  trigger?: 'enter' | 'leave';
  /** tss: which system fired and the notice title */
  system?: 'PCS' | 'LDWS';
  title?: string;
}

export interface TyreRecord {
  /** 1-based tyre position */
  position: number;
  /** psi */
  pressure: number;
  /** °C */
  temperature: number;
  /** pressure loss, psi per minute (0 when not leaking) */
  leakRate: number;
  /** TPMS status code 0..11 (spec §4) */
  code: number;
}

/** One row of live monitoring data. */
export interface MonitorRecord {
  uid: Uid;
  carNo: string;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  /** degrees clockwise from north */
  heading: number;
  status: TruckStatus;
  /** odometer, km */
  mileage: number;
  /** fuel level, percent */
  fuel: number;
  rpm: number;
  /** coolant temperature, °C */
  engineTemp: number;
  driverUid?: Uid;
  lastEventType?: SimEventType;
  /** epoch ms of the last position report */
  gpsTime: number;
  /** cold-chain sensor readings, °C */
  temperatures?: number[];
  tyres?: TyreRecord[];
}

/** A closed trip: engine on → parked. */
export interface Journey {
  uid: string;
  carUid: Uid;
  carNo: string;
  driverUid?: Uid;
  startTime: number;
  endTime: number;
  startLat: number;
  startLng: number;
  endLat: number;
  endLng: number;
  startAddress: string;
  endAddress: string;
  distanceMeters: number;
  /** km/h */
  maxSpeed: number;
  /** km/h over the whole journey (engine on → parked) */
  avgSpeed: number;
  /** downsampled path */
  points: LatLng[];
}

export interface StepResult {
  events: SimEvent[];
  journeys: Journey[];
}

/** Mutable per-tyre state (numbers only). */
export interface TyreState {
  /** cold (ambient) inflation pressure, psi */
  cold: number;
  pressure: number;
  temperature: number;
  leakRate: number;
  /** extra heat from a dragging brake or bearing, °C */
  heat: number;
  code: number;
}

export interface JourneyLeg {
  route: Route;
  from: number;
  to: number;
}

export interface JourneyAcc {
  startTime: number;
  startLat: number;
  startLng: number;
  distance: number;
  maxSpeed: number;
  legs: JourneyLeg[];
  /** A journey of reported positions (a real device, reports.ts): its path, as reported. */
  track?: LatLng[];
}

export type Phase = 'drive' | 'warmup' | 'traffic' | 'loading' | 'rest' | 'none';

/** Internal mutable state of one truck. Exposed for tests and tooling; treat as read-only outside the simulator. */
export interface TruckState {
  uid: Uid;
  carNo: string;
  model: string;
  hasDevice: boolean;
  driverUid?: Uid;
  coldChain: boolean;
  tpms: boolean;
  dms: boolean;
  dvr: boolean;
  speedFactor: number;
  /** PRNG state */
  rng: number;
  homeNode: number;
  status: TruckStatus;
  phase: Phase;
  /** seconds left in the current idling/parking phase */
  phaseLeft: number;
  /** a stop was requested: decelerate to 0, then idle (traffic) */
  stopping: boolean;
  /** the next departure from a stop is a harsh start */
  harshStart: boolean;
  route: Route | null;
  seg: number;
  /** meters along the route */
  pos: number;
  lat: number;
  lng: number;
  heading: number;
  speed: number;
  noise: number;
  mileage: number;
  fuel: number;
  rpm: number;
  engineTemp: number;
  overheatFault: boolean;
  overheatLatched: boolean;
  lostLeft: number;
  lostFrom: TruckStatus;
  overSpeed: boolean;
  lastSpeedingMs: number;
  gpsTime: number;
  lastEventType?: SimEventType;
  temps: number[] | null;
  tempSetpoint: number;
  tempOffsets: number[];
  tyres: TyreState[] | null;
  sensorAcc: number;
  fenceIn: Uint8Array;
  journey: JourneyAcc | null;
  /**
   * Set once a real device reports for the truck (reports.ts): `step` leaves it alone and its
   * state follows the reports. `stillSince`: when it stopped moving (it parks after a while).
   */
  reported?: { stillSince: number | null };
}
