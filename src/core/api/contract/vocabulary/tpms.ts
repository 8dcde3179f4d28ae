import { Type } from '@sinclair/typebox';

/** The warnings a tyre status code carries. */
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

/** The codes in order, 0..11. */
export const TPMS_CODES = Object.keys(TPMS_STATUSES).map(Number) as TpmsCode[];

/** The labels by code (index = code), as the server puts them beside each reading. */
export const TPMS_STATUS_LABELS: readonly string[] = TPMS_CODES.map((code) => TPMS_STATUSES[code].label);

export const TpmsStatus = Type.Integer({ minimum: Math.min(...TPMS_CODES), maximum: Math.max(...TPMS_CODES) });
