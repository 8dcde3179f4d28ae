import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/core/catalogue';
import { defaultEventRange, eventCarQueryOf, eventQueryOf, eventRangeOf, eventTypesOf, matchesNothing, toggleKind } from '../../../src/core/events';

/** A Taipei wall-clock time as an instant (Taipei is UTC+8 all year). */
const instantOf = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);
/** 2026-03-10 15:00 in Taipei. */
const NOW = instantOf('2026-03-10 15:00:00');
const KINDS = ['fence', 'drive', 'detect', 'dtc', 'speed', 'engine', 'tss'] as const;

describe('event filters → the body of the list and its export (spec 2.11, 7.6)', () => {
  it('spec 2.11: the pages open on the last seven days from the injected clock', () => {
    expect(defaultEventRange(NOW)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
  });

  it('spec 2.11: the range runs from the start of the first day to the end of the last (Taipei), swapped when backwards', () => {
    const range = eventRangeOf({ startDate: '2026-03-10', endDate: '2026-03-09' }, NOW);
    expect(range.startTime).toBe(instantOf('2026-03-09 00:00:00'));
    expect(range.endTime).toBe(instantOf('2026-03-10 23:59:59') + 999);
  });

  it('a missing day falls back on today from the clock', () => {
    const range = eventRangeOf({}, NOW);
    expect(range.startTime).toBe(instantOf('2026-03-10 00:00:00'));
    expect(range.endTime).toBe(instantOf('2026-03-10 23:59:59') + 999);
  });

  it('spec 2.11: every filter goes into the body; blank ones are left out', () => {
    const body = eventQueryOf({
      startDate: '2026-03-04', endDate: '2026-03-10', type: 'speeding', taskKindUid: 'opt-1', departmentUid: 'opt-2',
      carUid: 'car-1', driverUid: '', level: '',
    }, NOW);
    expect(body).toEqual({
      startTime: instantOf('2026-03-04 00:00:00'), endTime: instantOf('2026-03-10 23:59:59') + 999,
      types: ['speeding'], taskKindUid: 'opt-1', departmentUid: 'opt-2', carUid: 'car-1',
    });
  });

  it('spec 4: a DTC level becomes levels; an unknown level is ignored', () => {
    expect(eventQueryOf({ level: 'A' }, NOW).levels).toEqual(['A']);
    expect(eventQueryOf({ level: 'Z' }, NOW).levels).toBeUndefined();
  });

  it('spec 3: kinds switched off remove their types; all on asks for every type', () => {
    expect(eventTypesOf({})).toBeUndefined();
    const types = eventTypesOf({ kindsOff: ['dtc', 'speed'] })!;
    expect(types).not.toContain('dtc');
    expect(types).not.toContain('rawdata');
    expect(types).not.toContain('speeding');
    expect(types).toContain('fence');
    expect(types).toHaveLength(Object.keys(EVENT_TYPES).length - 5);
  });

  it('spec 3: a chosen type whose kind is off matches nothing', () => {
    const body = eventQueryOf({ type: 'speeding', kindsOff: ['speed'] }, NOW);
    expect(body.types).toEqual([]);
    expect(matchesNothing(body)).toBe(true);
    expect(matchesNothing(eventQueryOf({}, NOW))).toBe(false);
  });

  it('spec 7.6: the per-car counts take the range, car, 部門 and 任務種類 of the same filters', () => {
    const f = { startDate: '2026-03-09', endDate: '2026-03-10', carUid: 'car-1', departmentUid: 'd', taskKindUid: 'k', type: 'fence', level: 'A' };
    const list = eventQueryOf(f, NOW);
    expect(eventCarQueryOf(f, NOW)).toEqual({
      startTime: list.startTime, endTime: list.endTime, carUid: 'car-1', departmentUid: 'd', taskKindUid: 'k',
    });
  });

  it('spec 3: toggling a kind flips it and keeps the kinds in order', () => {
    expect(toggleKind(undefined, 'speed', KINDS)).toEqual(['speed']);
    expect(toggleKind(['speed'], 'fence', KINDS)).toEqual(['fence', 'speed']);
    expect(toggleKind(['fence', 'speed'], 'speed', KINDS)).toEqual(['fence']);
  });
});
