import { describe, expect, it } from 'vitest';
import { DTC_CODE_PATTERN, dtcDictionary, normalizeDtcCode, type DtcTableGroup } from '../../../src/core/dtc';
import { DTC_BASE_ROWS } from '../../../src/core/dtc/base';

const GROUPS: DtcTableGroup[] = ['300', '500', '700'];
const levelsOf = (group: DtcTableGroup) => new Set(Object.values(dtcDictionary(group)).map((entry) => entry.level));
const levelOf = (group: DtcTableGroup, code: string) => dtcDictionary(group)[code]?.level;

// Forms that only Simplified Chinese or mainland usage would have (Taiwan: 感知器, 網路, 模組, 軟體, 訊號).
const SIMPLIFIED_ONLY = /[压温电统网络车阀检异传号过时发动机气门断关热转轮刹与为误态变档喷处]/u;
const MAINLAND_TERMS = /傳感器|網絡|模塊|軟件|數據|信號|剎車/u;

describe('DTC dictionaries', () => {
  it.each(GROUPS)('spec 3: the %s dictionary holds at least 150 codes', (group) => {
    expect(Object.keys(dtcDictionary(group)).length).toBeGreaterThanOrEqual(150);
  });

  it('spec 4: the first (300) dictionary uses only levels A, B and C', () => {
    expect([...levelsOf('300')].sort()).toEqual(['A', 'B', 'C']);
  });

  it.each(['500', '700'] as const)('spec 4: the %s dictionary also uses level F', (group) => {
    expect(levelsOf(group)).toContain('F');
    expect([...levelsOf(group)].every((level) => ['A', 'B', 'C', 'F'].includes(level))).toBe(true);
  });

  it('spec 4: P0217 and P0524 are A in the first dictionary and F in the other two', () => {
    for (const code of ['P0217', 'P0524']) {
      expect(GROUPS.map((group) => levelOf(group, code))).toEqual(['A', 'F', 'F']);
    }
  });

  it('spec 4: the same code carries different levels in different dictionaries', () => {
    const differing = Object.keys(dtcDictionary('500')).filter((code) => levelOf('500', code) !== levelOf('700', code));
    expect(differing.length).toBeGreaterThan(20);
    expect(levelOf('300', 'P0088')).toBe('A');
    expect(levelOf('700', 'P0088')).toBe('B');
  });

  it.each(GROUPS)('spec 3: every entry of the %s dictionary has a Chinese name and a Chinese description', (group) => {
    for (const entry of Object.values(dtcDictionary(group))) {
      expect(entry.name.trim()).toMatch(/\p{Script=Han}/u);
      expect(entry.description.trim()).toMatch(/\p{Script=Han}.*。$/u);
    }
  });

  it('spec 3: names and descriptions use Traditional Chinese as written in Taiwan', () => {
    for (const [code, name, description] of DTC_BASE_ROWS) {
      expect(`${code} ${name}${description}`).not.toMatch(SIMPLIFIED_ONLY);
      expect(`${code} ${name}${description}`).not.toMatch(MAINLAND_TERMS);
    }
  });

  it.each(GROUPS)('spec 8: every key of the %s dictionary is a P, C, B or U code once whitespace is removed', (group) => {
    for (const key of Object.keys(dtcDictionary(group))) {
      expect(normalizeDtcCode(key)).toMatch(DTC_CODE_PATTERN);
    }
  });

  it.each(GROUPS)('spec 3: the %s dictionary holds the example codes P0217, U0100, C1401 and B2799', (group) => {
    for (const code of ['P0217', 'U0100', 'C1401', 'B2799']) {
      expect(dtcDictionary(group)).toHaveProperty([code]);
    }
  });

  it.each(GROUPS)('spec 3: no code appears twice in the %s dictionary once keys are normalised', (group) => {
    const keys = Object.keys(dtcDictionary(group)).map(normalizeDtcCode);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("spec 8: the third dictionary keeps the raw key 'P20C D' with its stray space", () => {
    expect(Object.hasOwn(dtcDictionary('700'), 'P20C D')).toBe(true);
    expect(Object.hasOwn(dtcDictionary('700'), 'P20CD')).toBe(false);
    expect(Object.hasOwn(dtcDictionary('500'), 'P20CD')).toBe(true);
  });

  it('spec 9: the four-cylinder 300 group has no codes for cylinders 5 and 6', () => {
    for (const code of ['P0205', 'P0206', 'P0275', 'P0278']) {
      expect(dtcDictionary('300')).not.toHaveProperty([code]);
      expect(dtcDictionary('500')).toHaveProperty([code]);
      expect(dtcDictionary('700')).toHaveProperty([code]);
    }
  });

  it('spec 3: every shared code is used by at least one dictionary', () => {
    const used = new Set(GROUPS.flatMap((group) => Object.keys(dtcDictionary(group)).map(normalizeDtcCode)));
    expect(DTC_BASE_ROWS.filter(([code]) => !used.has(code))).toEqual([]);
  });

  it('spec 3: the dictionaries cannot be changed by a caller', () => {
    const dictionary = dtcDictionary('300') as Record<string, unknown>;
    expect(() => {
      dictionary.P0217 = null;
    }).toThrow(TypeError);
    expect(Object.isFrozen(dtcDictionary('700')['P20C D'])).toBe(true);
  });
});
