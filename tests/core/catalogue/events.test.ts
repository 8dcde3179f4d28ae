import { describe, expect, it } from 'vitest';
import { EVENT_ICON_KINDS, eventIconKind, eventIconName, eventTypeLabel, EVENT_TYPES } from '../../../src/core/catalogue';

describe('event types', () => {
  it.each([
    ['rawdata', '事件觸發', 'dtc'],
    ['dtc', '事件觸發', 'dtc'],
    ['driving', '行駛', 'drive'],
    ['idle', '怠速', 'drive'],
    ['parked', '熄火', 'drive'],
    ['engineOn', '引擎啟動', 'engine'],
    ['engineOverheat', '引擎過熱開關', 'engine'],
    ['engineOverLoading', '引擎過載開關', 'engine'],
    ['accelerate', '急加速', 'speed'],
    ['decelerate', '急減速', 'speed'],
    ['speeding', '超速', 'speed'],
    ['fatigue', '疲勞駕駛', 'detect'],
    ['seatbelt', '未繫安全帶', 'detect'],
    ['phone', '使用通訊', 'detect'],
    ['smoking', '抽菸', 'detect'],
    ['distract', '分心', 'detect'],
    ['lensWardOff', '鏡頭遮蔽', 'detect'],
    ['driverLost', '駕駛消失', 'detect'],
    ['fence', '圍籬進出', 'fence'],
    ['dvrDisconnection', 'DVR斷訊', 'drive'],
    ['milage', '里程數', 'drive'],
    ['tss', '智慧駕駛設備', 'tss'],
  ])('spec 4: event type %s reads %s under the %s icon', (type, label, kind) => {
    expect([eventTypeLabel(type), eventIconKind(type)]).toEqual([label, kind]);
  });

  it('spec 4: the catalogue holds exactly the 22 event types of the spec', () => {
    expect(Object.keys(EVENT_TYPES)).toHaveLength(22);
  });

  it('spec 3: the event icon kinds are fence, drive, detect, dtc, speed, engine and tss', () => {
    expect(Object.keys(EVENT_ICON_KINDS)).toEqual(['fence', 'drive', 'detect', 'dtc', 'speed', 'engine', 'tss']);
  });

  it('spec 3: each event icon kind has distinct on and off icons', () => {
    expect([eventIconName('speed', true), eventIconName('speed', false)]).toEqual(['event-speed-on', 'event-speed-off']);
  });

  it('spec 4: an unknown event type has no icon kind', () => {
    expect(eventIconKind('teleport')).toBeUndefined();
  });
});
