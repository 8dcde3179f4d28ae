import type { DtcBaseRow } from '../types';
import { AFTERTREATMENT_CODES } from './aftertreatment';
import { AIR_CODES } from './air';
import { BODY_CODES } from './body';
import { CHASSIS_CODES } from './chassis';
import { ENGINE_CODES } from './engine';
import { FUEL_CODES } from './fuel';
import { NETWORK_CODES } from './network';
import { TRANSMISSION_CODES } from './transmission';

/** Every code any dictionary may hold, with its name and description, split by system. */
export const DTC_BASE_ROWS: readonly DtcBaseRow[] = [
  ...FUEL_CODES,
  ...AIR_CODES,
  ...AFTERTREATMENT_CODES,
  ...ENGINE_CODES,
  ...TRANSMISSION_CODES,
  ...CHASSIS_CODES,
  ...BODY_CODES,
  ...NETWORK_CODES,
];

export interface DtcBaseText {
  readonly name: string;
  readonly description: string;
}

function indexRows(rows: readonly DtcBaseRow[]): ReadonlyMap<string, DtcBaseText> {
  const byCode = new Map<string, DtcBaseText>();
  for (const [code, name, description] of rows) {
    if (byCode.has(code)) throw new Error(`DTC base data lists ${code} twice`);
    byCode.set(code, { name, description });
  }
  return byCode;
}

/** Base text by canonical code (no whitespace, upper case). */
export const DTC_BASE_BY_CODE = indexRows(DTC_BASE_ROWS);
