import { describe, expect, it } from 'vitest';
import { defaultEventRange, filtersToShow, liveEventArrival, liveEventFacts, liveEventFits, type EventFilters, type LiveEventFacts } from '../../../src/core/events';
import type { NotificationMessage } from '../../../src/core/api/contract/message';

/** 2026-03-10 15:00 in Taipei. */
const NOW = Date.parse('2026-03-10T15:00:00+08:00');
const opening: EventFilters = defaultEventRange(NOW);
const event = (extra: Partial<LiveEventFacts> = {}): LiveEventFacts => ({ uid: 'ev-1', carUid: 'car-1', type: 'speeding', level: null, time: NOW - 1000, ...extra });

function message(data: Record<string, unknown>, extra: Partial<NotificationMessage> = {}): NotificationMessage {
  return { uid: 'n-1', type: 'event', code: 'speeding', category: 2, title: '超速', content: '超速', createdAt: NOW, data, ...extra };
}

describe('the facts of a realtime event message (issue 22 point 16)', () => {
  it('reads the stored event, its car, type, level and time', () => {
    expect(liveEventFacts(message({ eventUid: 'ev-9', carUid: 'car-2', eventType: 'dtc', level: 'A', time: NOW - 5 })))
      .toEqual({ uid: 'ev-9', carUid: 'car-2', type: 'dtc', level: 'A', time: NOW - 5 });
  });

  it('takes the message\'s time when the event has none', () => {
    expect(liveEventFacts(message({ eventUid: 'ev-9', carUid: 'car-2', eventType: 'speeding' }))?.time).toBe(NOW);
  });

  it.each([
    ['a notification that is not a vehicle event (no event uid)', { carUid: 'car-2', eventType: 'speeding' }],
    ['an event without a car', { eventUid: 'ev-9', eventType: 'speeding' }],
    ['an event without a type', { eventUid: 'ev-9', carUid: 'car-2' }],
  ])('gives nothing for %s', (_name, data) => {
    expect(liveEventFacts(message(data))).toBeNull();
  });
});

describe('whether an arriving event fits the list as filtered (issue 22 point 16)', () => {
  it.each<[string, EventFilters, Partial<LiveEventFacts>, boolean]>([
    ['the opening filters take an event of now', opening, {}, true],
    ['a range that ended yesterday leaves it out', { startDate: '2026-03-01', endDate: '2026-03-09' }, {}, false],
    ['the same car fits', { ...opening, carUid: 'car-1' }, {}, true],
    ['another car is left out', { ...opening, carUid: 'car-2' }, {}, false],
    ['the chosen type fits', { ...opening, type: 'speeding' }, {}, true],
    ['another chosen type leaves it out', { ...opening, type: 'dtc' }, {}, false],
    ['its icon kind switched off leaves it out', { ...opening, kindsOff: ['speed'] }, {}, false],
    ['another kind switched off keeps it', { ...opening, kindsOff: ['fence'] }, {}, true],
    ['a DTC level filter leaves out an event without that level', { ...opening, level: 'A' }, {}, false],
    ['a DTC of the chosen level fits', { ...opening, level: 'A' }, { type: 'dtc', level: 'A' }, true],
  ])('%s', (_name, filters, extra, fits) => {
    expect(liveEventFits(filters, event(extra), NOW)).toBe(fits);
  });

  it('an event that fits shows at once on the first page, and waits on another page', () => {
    expect(liveEventArrival(opening, 1, event(), NOW)).toBe('show');
    expect(liveEventArrival(opening, 2, event(), NOW)).toBe('wait');
  });

  it('an event the filters leave out waits, even on the first page', () => {
    expect(liveEventArrival({ ...opening, carUid: 'car-2' }, 1, event(), NOW)).toBe('wait');
  });

  it('pressing the control keeps the filters when every waiting event fits them, else opens the filters that show them', () => {
    const byCar = { ...opening, carUid: 'car-1' };
    expect(filtersToShow(byCar, [event()], opening, NOW)).toBe(byCar);
    expect(filtersToShow(byCar, [event(), event({ uid: 'ev-2', carUid: 'car-3' })], opening, NOW)).toBe(opening);
  });
});
