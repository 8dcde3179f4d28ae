import { describe, expect, it } from 'vitest';
import { decodeTpms, isTpmsWarning, tpmsLabel } from '../../../src/core/catalogue';

describe('TPMS tyre status codes', () => {
  it.each([
    [0, '正常'],
    [1, '胎壓警告'],
    [2, '溫度警告'],
    [3, '快漏警告'],
    [4, '慢漏警告'],
    [5, '胎壓+溫度警告'],
    [6, '胎壓+快漏警告'],
    [7, '胎壓+慢漏警告'],
    [8, '溫度+快漏警告'],
    [9, '溫度+慢漏警告'],
    [10, '胎壓+溫度+快漏警告'],
    [11, '胎壓+溫度+慢漏警告'],
  ])('spec 4: TPMS code %i reads %s', (code, label) => {
    expect(tpmsLabel(code)).toBe(label);
  });

  it.each([
    [0, { pressure: false, temperature: false, fastLeak: false, slowLeak: false }],
    [1, { pressure: true, temperature: false, fastLeak: false, slowLeak: false }],
    [2, { pressure: false, temperature: true, fastLeak: false, slowLeak: false }],
    [3, { pressure: false, temperature: false, fastLeak: true, slowLeak: false }],
    [4, { pressure: false, temperature: false, fastLeak: false, slowLeak: true }],
    [5, { pressure: true, temperature: true, fastLeak: false, slowLeak: false }],
    [6, { pressure: true, temperature: false, fastLeak: true, slowLeak: false }],
    [7, { pressure: true, temperature: false, fastLeak: false, slowLeak: true }],
    [8, { pressure: false, temperature: true, fastLeak: true, slowLeak: false }],
    [9, { pressure: false, temperature: true, fastLeak: false, slowLeak: true }],
    [10, { pressure: true, temperature: true, fastLeak: true, slowLeak: false }],
    [11, { pressure: true, temperature: true, fastLeak: false, slowLeak: true }],
  ])('spec 4: TPMS code %i decodes to its warnings', (code, flags) => {
    expect(decodeTpms(code)).toEqual(flags);
  });

  it('spec 4: a TPMS code sent as a string decodes like the number', () => {
    expect(decodeTpms('6')).toEqual(decodeTpms(6));
  });

  it('spec 4: a TPMS code outside 0..11 decodes to nothing', () => {
    expect(decodeTpms(12)).toBeUndefined();
  });

  it('spec 4: a TPMS code outside 0..11 is not shown as normal', () => {
    expect(tpmsLabel(12)).toBe('未知狀態 (12)');
  });

  it('spec 4: only code 0 is free of warnings', () => {
    expect([0, 1, 11, 99].map(isTpmsWarning)).toEqual([false, true, true, true]);
  });
});
