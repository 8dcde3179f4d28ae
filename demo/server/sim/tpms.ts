/**
 * TPMS tyre status codes (spec §4) and the thresholds the simulator uses to derive them.
 *  0 正常; 1 胎壓警告; 2 溫度警告; 3 快漏警告; 4 慢漏警告; 5 胎壓+溫度; 6 胎壓+快漏; 7 胎壓+慢漏;
 *  8 溫度+快漏; 9 溫度+慢漏; 10 胎壓+溫度+快漏; 11 胎壓+溫度+慢漏
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

export const TPMS_LABELS: readonly string[] = [
  '正常',
  '胎壓警告',
  '溫度警告',
  '快漏警告',
  '慢漏警告',
  '胎壓+溫度警告',
  '胎壓+快漏警告',
  '胎壓+慢漏警告',
  '溫度+快漏警告',
  '溫度+慢漏警告',
  '胎壓+溫度+快漏警告',
  '胎壓+溫度+慢漏警告',
];

export type LeakKind = 'none' | 'slow' | 'fast';

export interface TpmsFlags {
  pressure: boolean;
  temperature: boolean;
  leak: LeakKind;
}

/** Code for a combination of warnings. */
export function codeFromFlags(f: TpmsFlags): number {
  const { pressure: p, temperature: t, leak } = f;
  if (leak === 'none') return p && t ? 5 : p ? 1 : t ? 2 : 0;
  const fast = leak === 'fast';
  if (p && t) return fast ? 10 : 11;
  if (p) return fast ? 6 : 7;
  if (t) return fast ? 8 : 9;
  return fast ? 3 : 4;
}

/** Warnings encoded by a code (inverse of codeFromFlags); null for codes outside 0..11. */
export function flagsFromCode(code: number): TpmsFlags | null {
  const table: readonly TpmsFlags[] = [
    { pressure: false, temperature: false, leak: 'none' },
    { pressure: true, temperature: false, leak: 'none' },
    { pressure: false, temperature: true, leak: 'none' },
    { pressure: false, temperature: false, leak: 'fast' },
    { pressure: false, temperature: false, leak: 'slow' },
    { pressure: true, temperature: true, leak: 'none' },
    { pressure: true, temperature: false, leak: 'fast' },
    { pressure: true, temperature: false, leak: 'slow' },
    { pressure: false, temperature: true, leak: 'fast' },
    { pressure: false, temperature: true, leak: 'slow' },
    { pressure: true, temperature: true, leak: 'fast' },
    { pressure: true, temperature: true, leak: 'slow' },
  ];
  return Number.isInteger(code) && code >= 0 && code < table.length ? table[code] : null;
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
