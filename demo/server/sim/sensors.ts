/**
 * Device readings that change slowly (cold-chain temperatures, tyres) are updated every few
 * seconds rather than every step: it keeps a 10,000-truck step cheap, and each truck's phase is
 * staggered at creation so the work spreads over the steps.
 */
import { nextRandom } from './rng';
import { round1 } from './round';
import { updateTyres } from './tyres';
import type { TruckState } from './types';

export const SENSOR_PERIOD_S = 5;

/** Counts `dt` towards the next sensor update and runs it when the period is up. */
export function tickSensors(t: TruckState, dt: number): void {
  t.sensorAcc += dt;
  if (t.sensorAcc >= SENSOR_PERIOD_S) {
    updateSensors(t, t.sensorAcc);
    t.sensorAcc = 0;
  }
}

function updateSensors(t: TruckState, dt: number): void {
  if (t.temps) updateColdChain(t, t.temps, dt);
  if (t.tyres) updateTyres(t, t.tyres, dt);
}

/** Each reefer sensor drifts towards its setpoint; the doors stand open while loading. */
function updateColdChain(t: TruckState, temps: number[], dt: number): void {
  const open = t.phase === 'loading' ? 6 : 0;
  const k = 1 - Math.exp(-dt / 900);
  for (let i = 0; i < temps.length; i++) {
    const target = t.tempSetpoint + t.tempOffsets[i] + open;
    temps[i] = round1(temps[i] + (target - temps[i]) * k + (nextRandom(t) - 0.5) * 0.3);
  }
}
