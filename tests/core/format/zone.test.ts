import { afterEach, describe, expect, it } from 'vitest';
import { formatTaipei } from '../../../src/core/format/taipei';
import { taipeiTimeOfDay } from '../../../src/core/format/zone';

/** A Taipei wall-clock time (UTC+8, no daylight saving) as epoch ms. */
const tpe = (iso: string) => Date.parse(`${iso}+08:00`);

describe('Taipei\'s time of day without dayjs (the monitor\'s truck list, issue 26, 5)', () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  it('spec 2.11: a truck\'s time reads as Taipei\'s HH:mm:ss, also just before and after Taipei midnight', () => {
    expect(taipeiTimeOfDay(tpe('2024-03-10T08:05:09'))).toBe('08:05:09');
    expect(taipeiTimeOfDay(tpe('2024-03-09T23:59:59.999'))).toBe('23:59:59');
    expect(taipeiTimeOfDay(tpe('2024-03-10T00:00:00'))).toBe('00:00:00');
  });

  it('gives what formatTaipei(ms, \'HH:mm:ss\') gives, every 7 minutes 13 seconds of two days, on a browser whose zone changes to daylight saving', () => {
    process.env.TZ = 'America/Los_Angeles';
    const instants = Array.from({ length: 400 }, (_, i) => tpe('2024-03-09T00:00:00') + i * 433_000 + 250);
    expect(instants.map(taipeiTimeOfDay)).toEqual(instants.map((ms) => formatTaipei(ms, 'HH:mm:ss')));
  });
});
