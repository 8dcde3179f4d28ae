/**
 * The engine every step: coolant temperature (with a rare cooling fault that ends in an
 * engineOverheat event), rpm, and the fuel burnt while idling. Fuel burnt on the road is counted
 * per metre where the truck moves (driving.ts).
 */
import { emitEvent } from './emit-event';
import { AMBIENT_C } from './profile';
import { PER_HOUR } from './rates';
import { nextRandom } from './rng';
import { round1 } from './round';
import type { SimEvent, TruckState } from './types';

const OVERHEAT_FAULT_RATE = 0.004 * PER_HOUR;
const OVERHEAT_C = 105;

export function updateEngine(t: TruckState, dt: number, now: number, events: SimEvent[]): void {
  const driving = t.status === 'driving';
  const engineOn = driving || t.status === 'idling';
  if (driving && !t.overheatFault && nextRandom(t) < OVERHEAT_FAULT_RATE * dt) t.overheatFault = true;
  const fault = t.overheatFault && engineOn ? 27 : 0;
  const target = driving ? 84 + t.speed * 0.06 + fault : engineOn ? 80 + fault : AMBIENT_C;
  const tau = engineOn ? 240 : 1500;
  t.engineTemp += (target - t.engineTemp) * (1 - Math.exp(-dt / tau));
  // latched, with 5 °C of hysteresis: one event per overheating, not one per step above the line
  if (t.engineTemp >= OVERHEAT_C) {
    if (!t.overheatLatched) {
      t.overheatLatched = true;
      emitEvent(events, t, 'engineOverheat', now, { engineTemp: round1(t.engineTemp) });
    }
  } else if (t.engineTemp < OVERHEAT_C - 5) {
    t.overheatLatched = false;
  }
  if (driving) {
    const rpm = t.speed < 3 ? 700 : 750 + t.speed * 14 + (nextRandom(t) - 0.5) * 80;
    t.rpm = rpm > 2300 ? 2300 : rpm;
  } else if (engineOn) {
    t.rpm = 640 + (nextRandom(t) - 0.5) * 40;
    t.fuel -= dt * 0.6 * PER_HOUR;
  } else {
    t.rpm = 0;
  }
}
