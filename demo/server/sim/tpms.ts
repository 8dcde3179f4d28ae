import { TPMS_CODES, TPMS_STATUS_LABELS, TPMS_STATUSES, type TpmsCode } from '../../../src/core/api/contract/vocabulary/tpms';

/**
 * TPMS tyre status codes (spec §4, declared with their labels and warnings in the contract's
 * vocabulary) and the thresholds the simulator uses to derive them.
 */

export const TPMS_LIMITS = {
  /** pressure warning below this, psi */
  lowPressure: 95,
  /** pressure warning above this, psi */
  highPressure: 140,
  /** temperature warning above this, °C */
  highTemperature: 80,
  /** slow-leak warning at or above this loss rate, psi/min */
  slowLeak: 0.1,
  /** fast-leak warning at or above this loss rate, psi/min */
  fastLeak: 1.5,
} as const;

/** The labels by code (spec 4), from the vocabulary the console and the server share. */
export const TPMS_LABELS: readonly string[] = TPMS_STATUS_LABELS;

export type LeakKind = 'none' | 'slow' | 'fast';

export interface TpmsFlags {
  pressure: boolean;
  temperature: boolean;
  leak: LeakKind;
}

/** Code for a combination of warnings: the vocabulary's code carrying exactly these (every combination has one). */
export function codeFromFlags(f: TpmsFlags): number {
  const fastLeak = f.leak === 'fast';
  const slowLeak = f.leak === 'slow';
  return TPMS_CODES.find((code) => {
    const w = TPMS_STATUSES[code].flags;
    return w.pressure === f.pressure && w.temperature === f.temperature && w.fastLeak === fastLeak && w.slowLeak === slowLeak;
  })!;
}

/** Warnings encoded by a code (inverse of codeFromFlags); null for codes outside 0..11. */
export function flagsFromCode(code: number): TpmsFlags | null {
  const entry = Number.isInteger(code) ? TPMS_STATUSES[code as TpmsCode] : undefined;
  if (!entry) return null;
  const { pressure, temperature, fastLeak, slowLeak } = entry.flags;
  return { pressure, temperature, leak: fastLeak ? 'fast' : slowLeak ? 'slow' : 'none' };
}

/** Warnings implied by tyre readings. */
export function tpmsFlags(pressure: number, temperature: number, leakRate: number): TpmsFlags {
  return {
    pressure: pressure < TPMS_LIMITS.lowPressure || pressure > TPMS_LIMITS.highPressure,
    temperature: temperature > TPMS_LIMITS.highTemperature,
    leak: leakRate >= TPMS_LIMITS.fastLeak ? 'fast' : leakRate >= TPMS_LIMITS.slowLeak ? 'slow' : 'none',
  };
}

/** codes indexed by pressure(1) + temperature(2) + leak*4 (leak: 0 none, 1 slow, 2 fast) */
const CODE_TABLE: readonly number[] = [0, 1, 2, 5, 4, 7, 9, 11, 3, 6, 8, 10];

/** TPMS status code 0..11 for tyre readings (psi, °C, psi/min). Allocation-free (hot path). */
export function tpmsCode(pressure: number, temperature: number, leakRate: number): number {
  const p = pressure < TPMS_LIMITS.lowPressure || pressure > TPMS_LIMITS.highPressure ? 1 : 0;
  const t = temperature > TPMS_LIMITS.highTemperature ? 2 : 0;
  const leak = leakRate >= TPMS_LIMITS.fastLeak ? 8 : leakRate >= TPMS_LIMITS.slowLeak ? 4 : 0;
  return CODE_TABLE[p + t + leak];
}
