import { describe, expect, it } from 'vitest';
import { dtcAdvice, lookupDtcInGroup } from '../../../src/core/dtc';
import { eventDtcOf } from '../../../src/core/events';

const dtc = (code: string | null, level: string | null = 'C') => ({ type: 'dtc', code, level });

describe('the DTC of an event (spec 3, 4, 8, 9)', () => {
  it('spec 4, 9: P0217 of a 300-series truck is level A of the first dictionary, with its advice', () => {
    const found = eventDtcOf(dtc('P0217', 'F'), 'XZU720')!;
    expect(found).toMatchObject({ code: 'P0217', level: 'A', advice: '立即靠邊停車不可再開。', fromDictionary: true });
    expect(found.name).toBe(lookupDtcInGroup('P0217', '300')!.name);
  });

  it('spec 4, 9: the same code of a 500-series truck is level F of its dictionary', () => {
    expect(eventDtcOf(dtc('P0217', 'A'), 'FC2AJ7')).toMatchObject({ level: 'F', advice: dtcAdvice('F'), fromDictionary: true });
  });

  it('spec 8: the key with a stray space is found however the code is spelled', () => {
    expect(eventDtcOf(dtc('p20c d'), 'FS1EPS')).toMatchObject({ code: 'P20CD', fromDictionary: true });
  });

  it('without the model, the level the server recorded and its advice', () => {
    expect(eventDtcOf(dtc('P0217', 'B'), undefined)).toMatchObject({ code: 'P0217', name: '', level: 'B', advice: dtcAdvice('B'), fromDictionary: false });
  });

  it('an event that is not a DTC, or has no code, has none', () => {
    expect(eventDtcOf({ type: 'speeding', code: null, level: null }, 'XZU720')).toBeNull();
    expect(eventDtcOf(dtc(null), 'XZU720')).toBeNull();
    expect(eventDtcOf(dtc('ZZZ9', 'Q'), 'XZU720')).toBeNull();
  });
});
