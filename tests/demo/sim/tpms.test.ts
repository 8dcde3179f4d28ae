import { describe, expect, it } from 'vitest';
import { TPMS_LABELS, TPMS_LIMITS, codeFromFlags, flagsFromCode, tpmsCode } from '../../../demo/server/sim/index';

describe('TPMS codes', () => {
  it('maps every warning combination to the code of the spec table', () => {
    expect(codeFromFlags({ pressure: false, temperature: false, leak: 'none' })).toBe(0);
    expect(codeFromFlags({ pressure: true, temperature: false, leak: 'none' })).toBe(1);
    expect(codeFromFlags({ pressure: false, temperature: true, leak: 'none' })).toBe(2);
    expect(codeFromFlags({ pressure: false, temperature: false, leak: 'fast' })).toBe(3);
    expect(codeFromFlags({ pressure: false, temperature: false, leak: 'slow' })).toBe(4);
    expect(codeFromFlags({ pressure: true, temperature: true, leak: 'none' })).toBe(5);
    expect(codeFromFlags({ pressure: true, temperature: false, leak: 'fast' })).toBe(6);
    expect(codeFromFlags({ pressure: true, temperature: false, leak: 'slow' })).toBe(7);
    expect(codeFromFlags({ pressure: false, temperature: true, leak: 'fast' })).toBe(8);
    expect(codeFromFlags({ pressure: false, temperature: true, leak: 'slow' })).toBe(9);
    expect(codeFromFlags({ pressure: true, temperature: true, leak: 'fast' })).toBe(10);
    expect(codeFromFlags({ pressure: true, temperature: true, leak: 'slow' })).toBe(11);
  });

  it('decodes each of the 12 codes back to its warnings and labels it', () => {
    expect(TPMS_LABELS).toHaveLength(12);
    for (let code = 0; code < 12; code++) expect(codeFromFlags(flagsFromCode(code)!)).toBe(code);
    expect(flagsFromCode(12)).toBeNull();
    expect(TPMS_LABELS[11]).toBe('胎壓+溫度+慢漏警告');
  });

  it('derives the code from pressure, temperature and leak rate thresholds', () => {
    expect(tpmsCode(110, 40, 0)).toBe(0);
    expect(tpmsCode(TPMS_LIMITS.lowPressure - 1, 40, 0)).toBe(1);
    expect(tpmsCode(110, TPMS_LIMITS.highTemperature + 1, 0)).toBe(2);
    expect(tpmsCode(110, 40, TPMS_LIMITS.fastLeak)).toBe(3);
    expect(tpmsCode(110, 40, TPMS_LIMITS.slowLeak)).toBe(4);
    expect(tpmsCode(80, 90, 0.3)).toBe(11);
    expect(tpmsCode(150, 40, 0)).toBe(1);
  });
});
