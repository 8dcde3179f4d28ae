import { describe, expect, it } from 'vitest';
import {
  DTC_SYSTEM_LABELS,
  dtcDictionary,
  dtcDictionaryForModel,
  dtcSystem,
  hasLevelA,
  lookupDtc,
  lookupDtcInGroup,
  randomDtcCode,
} from '../../../src/core/dtc';

const TRUCK_300 = 'XZU720';
const TRUCK_500 = 'FD2AP7';
const TRUCK_700 = 'FS1AVS';

/** A random source that replays the given values, then repeats the last one. */
function replay(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
}

describe('DTC lookup', () => {
  it('spec 3: a lookup gives the name, level, description and the advice of that level', () => {
    expect(lookupDtc('P0217', TRUCK_300)).toEqual({
      code: 'P0217',
      name: '冷卻液溫度過高',
      level: 'A',
      description: dtcDictionary('300').P0217.description,
      advice: '立即靠邊停車不可再開。',
    });
  });

  it('spec 4: the same code takes the level of the dictionary of the truck’s table group', () => {
    expect(lookupDtc('P0524', TRUCK_300)?.level).toBe('A');
    expect(lookupDtc('P0524', TRUCK_500)?.level).toBe('F');
    expect(lookupDtc('P0524', TRUCK_700)?.advice).toBe('日常觸發碼別，無需理會。');
  });

  it("spec 8: looking up P20CD on a 700-group truck finds the entry stored as 'P20C D'", () => {
    const found = lookupDtc('P20CD', TRUCK_700);
    expect(found?.code).toBe('P20CD');
    expect(found?.name).toBe(dtcDictionary('700')['P20C D'].name);
    expect(lookupDtcInGroup('P20C D', '700')?.code).toBe('P20CD');
  });

  it('spec 8: lookups ignore case and whitespace in the code', () => {
    expect(lookupDtc(' u0100 ', TRUCK_500)?.code).toBe('U0100');
    expect(lookupDtc('c 1401', TRUCK_700)?.code).toBe('C1401');
  });

  it('spec 3: a code the dictionary does not hold gives null', () => {
    expect(lookupDtc('P9999', TRUCK_300)).toBeNull();
    expect(lookupDtc('', TRUCK_300)).toBeNull();
    expect(lookupDtc('P0205', TRUCK_300)).toBeNull();
  });

  it('spec 9: a model that matches no prefix falls back to the first dictionary', () => {
    expect(dtcDictionaryForModel('UNKNOWN-1')).toBe(dtcDictionary('300'));
    expect(dtcDictionaryForModel(TRUCK_700)).toBe(dtcDictionary('700'));
    expect(lookupDtc('P0217', '')?.level).toBe('A');
  });

  it('spec 4: hasLevelA finds coolant over-temperature critical on a 300 truck but not on a 500 or 700 truck', () => {
    expect(hasLevelA(['P0217'], TRUCK_300)).toBe(true);
    expect(hasLevelA(['P0217'], TRUCK_500)).toBe(false);
    expect(hasLevelA(['P0217'], TRUCK_700)).toBe(false);
  });

  it('spec 4: hasLevelA finds a level-A code anywhere in a list, however it is spelled', () => {
    expect(hasLevelA(['U0100', 'c1401', ' p0093 '], TRUCK_700)).toBe(true);
    expect(hasLevelA(['U0100', 'C1401', 'B2799'], TRUCK_700)).toBe(false);
  });

  it('spec 4: hasLevelA is false for an empty list and for codes no dictionary holds', () => {
    expect(hasLevelA([], TRUCK_300)).toBe(false);
    expect(hasLevelA(['X0000', 'P9999'], TRUCK_300)).toBe(false);
  });

  it('spec 8: dtcSystem maps P, C, B and U to powertrain, chassis, body and network', () => {
    expect(['P0217', 'c1401', 'B2799', 'U0100'].map(dtcSystem)).toEqual(['powertrain', 'chassis', 'body', 'network']);
    expect(DTC_SYSTEM_LABELS).toEqual({ powertrain: '動力系統', chassis: '底盤', body: '車身', network: '網路通訊' });
  });

  it('spec 8: dtcSystem gives null for an unknown letter or an empty code', () => {
    expect(dtcSystem('X1234')).toBeNull();
    expect(dtcSystem('')).toBeNull();
  });

  it('spec 3: randomDtcCode picks a code of the group’s dictionary, repeatably for the same random source', () => {
    for (const draw of [0, 0.25, 0.5, 0.999]) {
      const code = randomDtcCode('500', replay(draw));
      expect(lookupDtcInGroup(code, '500')).not.toBeNull();
      expect(randomDtcCode('500', replay(draw))).toBe(code);
    }
  });

  it('spec 3: randomDtcCode stays in range when the random source returns 1, a negative number or NaN', () => {
    for (const draw of [1, -0.5, Number.NaN]) {
      expect(lookupDtcInGroup(randomDtcCode('300', replay(draw)), '300')).not.toBeNull();
    }
  });

  it('spec 8: randomDtcCode reaches every code of a dictionary and gives P20CD without the stray space', () => {
    const size = Object.keys(dtcDictionary('700')).length;
    const drawn = new Set(Array.from({ length: size }, (_, i) => randomDtcCode('700', replay((i + 0.5) / size))));
    expect(drawn.size).toBe(size);
    expect(drawn).toContain('P20CD');
    expect([...drawn].some((code) => /\s/.test(code))).toBe(false);
  });
});
