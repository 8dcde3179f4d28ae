import { DTC_LEVEL_WORDS } from '../api/contract/vocabulary/dtc';
import type { DtcLevel } from './types';

export interface DtcLevelInfo {
  readonly level: DtcLevel;
  /** Short Traditional Chinese label for badges and legends. */
  readonly label: string;
  /** What the driver must do, word for word as spec 4 gives it. */
  readonly advice: string;
  readonly critical: boolean;
}

/**
 * The four levels of spec 4, most urgent first (object key order is the display order), with their
 * words from the vocabulary.
 */
export const DTC_LEVELS: Readonly<Record<DtcLevel, DtcLevelInfo>> = Object.freeze({
  A: { level: 'A', ...DTC_LEVEL_WORDS.A, critical: true },
  B: { level: 'B', ...DTC_LEVEL_WORDS.B, critical: false },
  C: { level: 'C', ...DTC_LEVEL_WORDS.C, critical: false },
  F: { level: 'F', ...DTC_LEVEL_WORDS.F, critical: false },
});

export function isDtcLevel(value: unknown): value is DtcLevel {
  return typeof value === 'string' && Object.hasOwn(DTC_LEVELS, value);
}

export function dtcAdvice(level: DtcLevel): string {
  return DTC_LEVELS[level].advice;
}

/** Only level A is critical (spec 4); it drives the special-notice flag includeDtcA. */
export function isCriticalLevel(level: DtcLevel): boolean {
  return DTC_LEVELS[level].critical;
}
