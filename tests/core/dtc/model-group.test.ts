import { describe, expect, it } from 'vitest';
import { DTC_MODEL_PREFIXES, dtcTableGroup, groupByLongestPrefix, type DtcTableGroup } from '../../../src/core/dtc';

const SPEC_9: Record<DtcTableGroup, string[]> = {
  '300': ['XZU600', 'XZU640', 'XZU650', 'XZU710', 'XZU720', 'XKU710', 'XKU720'],
  '500': [
    'FC2AD7', 'FC2AG7', 'FC2AJ7', 'FC2AL7', 'FD2AG7', 'FD2AJ7', 'FD2AL7',
    'FD2AP7', 'FG8JK8', 'FG8JP8', 'GH8JJ8', 'GH8JM8', 'GH8JR8', 'GH8JT8',
  ],
  '700': ['SH1EES', 'FR1ASS', 'FR1EUS', 'FS1AKS', 'FS1APS', 'FS1EPS', 'FS1AVS'],
};
const PREFIX_CASES = Object.entries(SPEC_9).flatMap(([group, prefixes]) => prefixes.map((prefix) => [prefix, group]));

describe('DTC table group by model prefix', () => {
  it.each(PREFIX_CASES)('spec 9: model prefix %s maps to table group %s', (prefix, group) => {
    expect(dtcTableGroup(prefix)).toBe(group);
  });

  it('spec 9: the prefix table holds exactly the prefixes the spec lists', () => {
    expect(DTC_MODEL_PREFIXES).toEqual(SPEC_9);
  });

  it('spec 9: a full model name that starts with a listed prefix maps to its group', () => {
    expect(dtcTableGroup('XZU710-TKFMP3')).toBe('300');
    expect(dtcTableGroup('FC2AJ7A')).toBe('500');
    expect(dtcTableGroup('FS1EPSA-QHT')).toBe('700');
  });

  it('spec 9: the model is trimmed and upper-cased before matching', () => {
    expect(dtcTableGroup('  xzu720  ')).toBe('300');
    expect(dtcTableGroup('\tgh8jt8a\n')).toBe('500');
  });

  it('spec 9: the longest matching model prefix picks the table group', () => {
    const shortFirst = { light: ['FC'], medium: ['FC2AJ'], heavy: ['FC2A'] };
    const longFirst = { medium: ['FC2AJ'], heavy: ['FC2A'], light: ['FC'] };
    expect(groupByLongestPrefix('FC2AJ7', shortFirst)).toBe('medium');
    expect(groupByLongestPrefix('FC2AJ7', longFirst)).toBe('medium');
    expect(groupByLongestPrefix('FC2AL7', shortFirst)).toBe('heavy');
    expect(groupByLongestPrefix('FC1', shortFirst)).toBe('light');
  });

  it('spec 9: an unknown, partial or empty model has no table group', () => {
    for (const model of ['ABC123', 'XZU', 'XZU73', 'FS1', '', '   ']) {
      expect(dtcTableGroup(model)).toBeNull();
    }
  });
});
