/**
 * Fence enter and leave events come from a per-truck inside/outside flag per fence, checked after
 * every move; a flag is set silently when the truck or the fence first appears, so creating a
 * fleet or adding a fence reports no crossing.
 */
import { emitEvent } from './emit-event';
import { compileFences, insideFence, type CompiledFence } from './fences';
import type { FleetState } from './fleet-state';
import type { FenceDef, SimEvent, TruckState } from './types';

/** The inside flags of a truck standing at lat/lng, one per fence. */
export function fenceFlags(fences: readonly CompiledFence[], lat: number, lng: number): Uint8Array {
  const flags = new Uint8Array(fences.length);
  for (let j = 0; j < fences.length; j++) flags[j] = insideFence(fences[j], lat, lng) ? 1 : 0;
  return flags;
}

/** Replace the geofences; inside/outside state is kept for fences whose uid persists, and computed silently for new ones. */
export function setFences(state: FleetState, defs: readonly FenceDef[]): void {
  const next = compileFences(defs);
  const oldIndex = new Map(state.fences.map((f, i) => [f.uid, i] as const));
  for (const t of state.trucks) {
    const flags = new Uint8Array(next.length);
    for (let j = 0; j < next.length; j++) {
      const old = oldIndex.get(next[j].uid);
      flags[j] = old !== undefined ? t.fenceIn[old] : insideFence(next[j], t.lat, t.lng) ? 1 : 0;
    }
    t.fenceIn = flags;
  }
  state.fences = next;
}

/** After a move: an event for each fence the truck entered or left. */
export function checkFences(t: TruckState, fences: CompiledFence[], now: number, events: SimEvent[]): void {
  for (let j = 0; j < fences.length; j++) {
    const inside = insideFence(fences[j], t.lat, t.lng) ? 1 : 0;
    if (inside !== t.fenceIn[j]) {
      t.fenceIn[j] = inside;
      const f = fences[j];
      emitEvent(events, t, 'fence', now, { fenceUid: f.uid, fenceName: f.name, trigger: inside ? 'enter' : 'leave' });
    }
  }
}
