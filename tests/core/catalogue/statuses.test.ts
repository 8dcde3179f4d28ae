import { describe, expect, it } from 'vitest';
import {
  carStatusColor, carStatusLabel, COLOUR_FILTERS, deviceTypeLabel, FENCE_ICON_TYPES, FENCE_TRIGGERS, fenceIconLabel,
  labelOf, OPTION_CATEGORIES, REPORTED_CAR_STATUSES, reservationStatus, reservationStatusLabel, taskStatusLabel,
} from '../../../src/core/catalogue';

describe('car statuses', () => {
  it.each([
    ['driving', '行駛中'],
    ['lost', '失聯'],
    ['idling', '怠速'],
    ['parking', '熄火'],
    ['nodevice', '未安裝設備'],
    ['error', '異常'],
  ])('spec 4: car status %s reads %s', (status, label) => {
    expect(carStatusLabel(status)).toBe(label);
  });

  it('spec 4: a car reports four statuses', () => {
    expect(REPORTED_CAR_STATUSES).toEqual(['driving', 'lost', 'idling', 'parking']);
  });

  it('spec 4: every marker state has its own colour', () => {
    const colours = ['driving', 'lost', 'idling', 'parking', 'nodevice', 'error'].map(carStatusColor);
    expect(new Set(colours).size).toBe(6);
  });

  it('spec 4: an unknown car status is drawn in the error colour', () => {
    expect(carStatusColor('towed')).toBe(carStatusColor('error'));
  });
});

describe('task and maintenance statuses', () => {
  it.each([
    ['ready', '待執行'],
    ['doing', '執行中'],
    ['completed', '已完成'],
    ['stopped', '已中斷'],
    ['scheduling', '調度中'],
  ])('spec 4: task status %s reads %s', (status, label) => {
    expect(taskStatusLabel(status)).toBe(label);
  });

  it.each([
    ['reserved', 'readyMaintain', '已預約'],
    ['done', 'alreadyMaintain', '已進廠'],
    ['expired', 'overdue', '已逾期'],
  ])('spec 4: reservation status %s is sent as %s and reads %s', (key, code, label) => {
    expect([reservationStatus(code), reservationStatusLabel(key), reservationStatusLabel(code)]).toEqual([key, label, label]);
  });

  it('spec 4: an unknown reservation status has no key', () => {
    expect(reservationStatus('cancelled')).toBeUndefined();
  });
});

describe('fences, devices, colours and options', () => {
  it('spec 3: fences have six icon types, zone being the forbidden zone', () => {
    expect([Object.keys(FENCE_ICON_TYPES), fenceIconLabel('zone')]).toEqual([
      ['building', 'harbor', 'business', 'gas', 'parking', 'zone'], '禁區',
    ]);
  });

  it('spec 3: fences trigger on enter, leave, and delayed enter and leave', () => {
    expect(Object.entries(FENCE_TRIGGERS).map(([key, t]) => [key, t.delayed])).toEqual([
      ['enter', false], ['leave', false], ['delayedEnter', true], ['delayedLeave', true],
    ]);
  });

  it.each([
    ['coldChain', '冷鏈'],
    ['tachograph', '數位行車紀錄器'],
    ['dms', 'DMS'],
    ['dvr', 'DVR'],
    ['tpms', 'TPMS'],
    ['none', '未安裝'],
  ])('spec 3: device type %s reads %s', (type, label) => {
    expect(deviceTypeLabel(type)).toBe(label);
  });

  it('spec 9: the colour filters are green #8bb51e, blue #2e90b7 and pink #ff6565', () => {
    expect(Object.entries(COLOUR_FILTERS).map(([key, c]) => [key, c.hex])).toEqual([
      ['green', '#8bb51e'], ['blue', '#2e90b7'], ['pink', '#ff6565'],
    ]);
  });

  it('spec 3: the option categories are department, maintenance and task', () => {
    expect(Object.keys(OPTION_CATEGORIES)).toEqual(['department', 'maintenance', 'task']);
  });

  it('spec 3: a value the catalogue does not know is shown as sent', () => {
    expect(taskStatusLabel('archived')).toBe('archived');
  });

  it('spec 3: a prototype name from the wire is not a catalogue entry', () => {
    expect(labelOf(FENCE_ICON_TYPES, 'constructor')).toBe('constructor');
  });
});
