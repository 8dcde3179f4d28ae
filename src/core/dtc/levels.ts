import type { DtcLevel } from './types';

export interface DtcLevelInfo {
  readonly level: DtcLevel;
  /** Short Traditional Chinese label for badges and legends. */
  readonly label: string;
  /** What the driver must do, word for word as spec 4 gives it. */
  readonly advice: string;
  readonly critical: boolean;
}

/** The four levels of spec 4, most urgent first (object key order is the display order). */
export const DTC_LEVELS: Readonly<Record<DtcLevel, DtcLevelInfo>> = Object.freeze({
  A: { level: 'A', label: '立即停車', advice: '立即靠邊停車不可再開。', critical: true },
  B: { level: 'B', label: '立即回廠', advice: '須立刻開回服務廠維修。', critical: false },
  C: { level: 'C', label: '車趟後檢修', advice: '可完成該車趟工作後再進服務廠檢修。', critical: false },
  F: { level: 'F', label: '日常碼別', advice: '日常觸發碼別，無需理會。', critical: false },
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
