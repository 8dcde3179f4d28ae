import { describe, expect, it } from 'vitest';
import { formulaSafeCell, unguardedCell } from '../../../src/core/sheets/formula-guard';

/** Issue 22, 20: no exported text reads as a formula; the import takes the guard away again. */
describe('formulaSafeCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+886912345678', "'+886912345678"],
    ['-1+2', "'-1+2"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['臺北港', '臺北港'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    ["'=typed", "''=typed"],
    ["'臺北", "'臺北"],
    [-5, -5],
    [12.5, 12.5],
    [null, null],
    [true, true],
  ])('%j is written as %j', (value, written) => {
    expect(formulaSafeCell(value)).toEqual(written);
  });
});

describe('unguardedCell', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1', '-', '@a', '\t1', '\r1', '臺北港', "'quoted", '', "''=x", "'=typed"])(
    '%j survives the guard and back', (text) => {
      expect(unguardedCell(formulaSafeCell(text))).toBe(text);
    });

  it('leaves numbers and an apostrophe before ordinary text alone', () => {
    expect(unguardedCell(-3)).toBe(-3);
    expect(unguardedCell("'臺北")).toBe("'臺北");
  });
});
