import { describe, expect, it } from 'vitest';
import {
  caretAfter, formatSerialInput, isSerialWellFormed, keptBefore, serialProblem, serialStateOf, servicePeriodOf, serviceSourceText,
} from '../../../src/core/plus';

describe('formatSerialInput (the serial field while typing, spec 2.11)', () => {
  it.each([
    ['', ''],
    ['a', 'A'],
    ['abcd', 'ABCD'],
    ['abcd1', 'ABCD-1'],
    ['abcd1234', 'ABCD-1234'],
    ['ABCD-1234-efgh-5678', 'ABCD-1234-EFGH-5678'],
    ['abcd 1234 efgh 5678', 'ABCD-1234-EFGH-5678'],
    ['ab-cd12-34', 'ABCD-1234'],
    ['abcd-', 'ABCD'],
    ['abcd12345678efgh5', 'ABCD-1234-5678-EFGH-5'],
    ['ab#d', 'AB#D'],
  ])('%j → %j', (typed, shown) => {
    expect(formatSerialInput(typed)).toBe(shown);
  });
});

describe('the caret stays after the same letters when dashes are inserted', () => {
  it.each([
    ['ABCD1', 5, 'ABCD-1', 6],
    ['ABCD-1234', 2, 'ABCD-1234', 2],
    ['ABCX-D123-4', 4, 'ABCX-D123-4', 4],
    ['ABCD-1234', 0, 'ABCD-1234', 0],
  ])('%j with the caret at %i → %j at %i', (typed, caret, formatted, expected) => {
    expect(caretAfter(formatted, keptBefore(typed, caret))).toBe(expected);
  });
});

describe('isSerialWellFormed (the submit-enabled rule, spec 5)', () => {
  it.each([
    ['ABCD-1234-EFGH-5678', true],
    ['abcd1234efgh5678', true],
    ['ABCD1234-EFGH5678', true],
    [' ABCD-1234-EFGH-5678 ', true],
    ['', false],
    ['ABCD-1234-EFGH-567', false],
    ['ABCD-1234-EFGH-5678-9', false],
    ['ABCD--1234-EFGH-5678', false],
    ['AB#D-1234-EFGH-5678', false],
  ])('%j → %s', (serial, expected) => {
    expect(isSerialWellFormed(serial)).toBe(expected);
  });
});

describe('serialProblem (what the field says about a serial typing more cannot fix)', () => {
  it.each([
    ['', ''],
    ['ABCD-12', ''],
    ['ABCD-1234-EFGH-5678', ''],
    ['AB#D', '序號只能包含英文字母與數字'],
    ['ABCD-1234-EFGH-5678-9', '序號為 16 碼英文字母或數字'],
  ])('%j → %j', (serial, message) => {
    expect(serialProblem(serial)).toBe(message);
  });
});

describe('serialStateOf (what a checked serial allows)', () => {
  const AT = 1_800_000_000_000;
  it.each([
    [{ used: false, expiresAt: AT + 1 }, 'usable'],
    [{ used: true, expiresAt: AT + 1 }, 'used'],
    [{ used: false, expiresAt: AT }, 'expired'],
    [{ used: true, expiresAt: AT - 1 }, 'used'],
  ] as const)('%j → %s', (info, state) => {
    expect(serialStateOf(info, AT)).toBe(state);
  });
});

describe('service source and period', () => {
  it.each([
    [{ source: 'order', sourceCode: 'SO20270301001' }, '訂單購買 SO20270301001'],
    [{ source: 'exchange', sourceCode: 'ABCD-1234-EFGH-5678' }, '序號兌換 ABCD-1234-EFGH-5678'],
    [{ source: 'exchange', sourceCode: '' }, '序號兌換'],
  ] as const)('%j → %s', (service, text) => {
    expect(serviceSourceText(service)).toBe(text);
  });

  it.each([
    [99, 'upcoming'],
    [100, 'active'],
    [199, 'active'],
    [200, 'ended'],
  ] as const)('at %i a service of 100–200 is %s', (at, state) => {
    expect(servicePeriodOf({ startTime: 100, endTime: 200 }, at)).toBe(state);
  });
});
