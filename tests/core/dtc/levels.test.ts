import { describe, expect, it } from 'vitest';
import { DTC_LEVELS, dtcAdvice, isCriticalLevel, isDtcLevel, type DtcLevel } from '../../../src/core/dtc';

const SPEC_ADVICE: ReadonlyArray<[DtcLevel, string]> = [
  ['A', '立即靠邊停車不可再開。'],
  ['B', '須立刻開回服務廠維修。'],
  ['C', '可完成該車趟工作後再進服務廠檢修。'],
  ['F', '日常觸發碼別，無需理會。'],
];

describe('DTC levels', () => {
  it.each(SPEC_ADVICE)('spec 4: level %s gives the advice of the spec word for word', (level, advice) => {
    expect(dtcAdvice(level)).toBe(advice);
    expect(DTC_LEVELS[level].advice).toBe(advice);
  });

  it('spec 4: the levels are A, B, C and F, most urgent first', () => {
    expect(Object.keys(DTC_LEVELS)).toEqual(['A', 'B', 'C', 'F']);
  });

  it('spec 4: only level A is critical', () => {
    expect((['A', 'B', 'C', 'F'] as const).filter(isCriticalLevel)).toEqual(['A']);
  });

  it('spec 4: every level has a short Traditional Chinese label', () => {
    for (const info of Object.values(DTC_LEVELS)) {
      expect(info.label).toMatch(/^\p{Script=Han}{2,6}$/u);
    }
  });

  it('spec 4: isDtcLevel accepts A, B, C and F and rejects anything else', () => {
    expect(['A', 'B', 'C', 'F'].every(isDtcLevel)).toBe(true);
    expect(['D', 'a', '', 'toString', null, 1].some(isDtcLevel)).toBe(false);
  });
});
