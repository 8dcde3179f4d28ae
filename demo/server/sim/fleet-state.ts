import type { CompiledFence } from './fences';
import type { RoutePlanner } from './routes';
import type { FenceDef, PickDtc, TruckSeed, TruckState } from './types';

export interface FleetOptions {
  seed: number;
  trucks: readonly TruckSeed[];
  /** simulation clock at creation, epoch ms (default 0) */
  nowMs?: number;
  fences?: readonly FenceDef[];
  /** DTC picker (see PickDtc); defaults to a small built-in sample */
  pickDtc?: PickDtc;
}

/** Everything the live simulator holds; the server keeps one per enterprise and steps it. */
export interface FleetState {
  seed: number;
  nowMs: number;
  trucks: TruckState[];
  fences: CompiledFence[];
  pickDtc: PickDtc;
  planner: RoutePlanner;
}
