import { entryOf } from './lookup';

export interface TyreFlags {
  pressure: boolean;
  temperature: boolean;
  fastLeak: boolean;
  slowLeak: boolean;
}

const flags = (pressure: boolean, temperature: boolean, fastLeak: boolean, slowLeak: boolean): TyreFlags =>
  ({ pressure, temperature, fastLeak, slowLeak });

/** TPMS tyre status codes with their exact labels (spec 4) and the warnings each carries. */
export const TPMS_STATUSES = {
  0: { label: '正常', flags: flags(false, false, false, false) },
  1: { label: '胎壓警告', flags: flags(true, false, false, false) },
  2: { label: '溫度警告', flags: flags(false, true, false, false) },
  3: { label: '快漏警告', flags: flags(false, false, true, false) },
  4: { label: '慢漏警告', flags: flags(false, false, false, true) },
  5: { label: '胎壓+溫度警告', flags: flags(true, true, false, false) },
  6: { label: '胎壓+快漏警告', flags: flags(true, false, true, false) },
  7: { label: '胎壓+慢漏警告', flags: flags(true, false, false, true) },
  8: { label: '溫度+快漏警告', flags: flags(false, true, true, false) },
  9: { label: '溫度+慢漏警告', flags: flags(false, true, false, true) },
  10: { label: '胎壓+溫度+快漏警告', flags: flags(true, true, true, false) },
  11: { label: '胎壓+溫度+慢漏警告', flags: flags(true, true, false, true) },
} as const;

export type TpmsCode = keyof typeof TPMS_STATUSES;

/** The label of a tyre status code; an unknown code is shown as such rather than as normal. */
export function tpmsLabel(code: unknown): string {
  return entryOf(TPMS_STATUSES, code)?.label ?? `未知狀態 (${String(code)})`;
}

/** The warnings a tyre status code carries; undefined for a code outside 0..11. */
export function decodeTpms(code: unknown): TyreFlags | undefined {
  const entry = entryOf(TPMS_STATUSES, code);
  return entry ? { ...entry.flags } : undefined;
}

/** True when the code carries any warning; an unknown code counts as a warning. */
export function isTpmsWarning(code: unknown): boolean {
  const decoded = decodeTpms(code);
  return decoded ? Object.values(decoded).some(Boolean) : true;
}
