/**
 * Tyre pressure and temperature of trucks with TPMS: the starting set, slow and fast leaks and hot
 * brakes while driving, and the repair at the next long stop. The reported code is always
 * `tpmsCode()` of the reported readings, so a warning never disagrees with its figures.
 */
import { AMBIENT_C } from './profile';
import { PER_HOUR } from './rates';
import { nextRandom, uniform, type RngState } from './rng';
import { round1, round2 } from './round';
import { tpmsCode } from './tpms';
import type { TruckState, TyreState } from './types';

const TYRE_ISSUE_RATE = 0.02 * PER_HOUR; // per truck, while driving

export function initTyres(s: RngState, count: number, nominal: number): TyreState[] {
  const tyres: TyreState[] = [];
  for (let i = 0; i < count; i++) {
    const cold = nominal + uniform(s, -2, 2);
    tyres.push({ cold, pressure: round1(cold), temperature: AMBIENT_C, leakRate: 0, heat: 0, code: 0 });
  }
  // a few trucks start the day with a tyre already in trouble
  const r = nextRandom(s);
  if (r < 0.04) {
    const ty = tyres[Math.floor(nextRandom(s) * count)];
    ty.cold = uniform(s, 86, 94);
    ty.leakRate = uniform(s, 0.15, 0.5);
  } else if (r < 0.05) {
    tyres[Math.floor(nextRandom(s) * count)].heat = uniform(s, 50, 65);
  }
  for (const ty of tyres) {
    ty.pressure = round1(ty.cold);
    ty.leakRate = round2(ty.leakRate);
    ty.temperature = round1(ty.temperature);
    ty.code = tpmsCode(ty.pressure, ty.temperature, ty.leakRate);
  }
  return tyres;
}

/** At a long stop: leaking, under-inflated or hot tyres are fixed and pumped up again. */
export function repairTyres(t: TruckState): void {
  if (!t.tyres) return;
  for (const ty of t.tyres) {
    if (ty.leakRate > 0 || ty.cold < 100 || ty.heat > 0) {
      ty.cold = 110 + uniform(t, -2, 2);
      ty.leakRate = 0;
      ty.heat = 0;
    }
  }
}

/** `dt` seconds of tyre life: maybe a new fault, then leaking, warming or cooling, and the readings. */
export function updateTyres(t: TruckState, tyres: TyreState[], dt: number): void {
  const driving = t.status === 'driving';
  if (driving && nextRandom(t) < TYRE_ISSUE_RATE * dt) {
    const ty = tyres[Math.floor(nextRandom(t) * tyres.length)];
    const kind = nextRandom(t);
    if (kind < 0.7) ty.leakRate = uniform(t, 0.15, 0.6);
    else if (kind < 0.85) ty.leakRate = uniform(t, 2, 5);
    else ty.heat = uniform(t, 50, 65);
  }
  const k = 1 - Math.exp(-dt / 600);
  const speedHeat = driving ? t.speed * 0.3 : 0;
  for (let i = 0; i < tyres.length; i++) {
    const ty = tyres[i];
    if (ty.leakRate > 0) {
      ty.cold -= (ty.leakRate * dt) / 60;
      if (ty.cold <= 15) {
        ty.cold = 15; // flat: nothing left to lose
        ty.leakRate = 0;
      }
    }
    const target = AMBIENT_C + speedHeat + ty.heat + (driving && ty.cold < 95 ? 8 : 0);
    ty.temperature = round1(ty.temperature + (target - ty.temperature) * k);
    // the cold pressure scales with the absolute temperature (Gay-Lussac)
    ty.pressure = round1((ty.cold * (ty.temperature + 273.15)) / (AMBIENT_C + 273.15));
    ty.leakRate = round2(ty.leakRate);
    ty.code = tpmsCode(ty.pressure, ty.temperature, ty.leakRate);
  }
}
