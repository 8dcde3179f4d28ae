// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LAST_SPECIAL_NOTICE_DATE, LOCAL_KEYS, readFms, readLastSpecialNoticeDate, readSettingCheckbox, readTaskDetail,
  SESSION_KEYS, writeCarHandOff, writeFms, writeLastSpecialNoticeDate, writeSettingCheckbox, writeTaskDetail,
} from '../../../src/core/storage/keys';
import { readJson, writeJson } from '../../../src/core/storage/safe-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('browser storage (spec 8, 9)', () => {
  it('spec 9: the local storage keys are fms, task, message and settingCheckbox', () => {
    expect(Object.values(LOCAL_KEYS)).toEqual(['fms', 'task', 'message', 'settingCheckbox']);
  });

  it('spec 9: the settingCheckbox values carNo, driverName, speed and fence are all false by default', () => {
    expect(readSettingCheckbox()).toEqual({ carNo: false, driverName: false, speed: false, fence: false });
  });

  it('spec 9: a stored settingCheckbox value reads back', () => {
    writeSettingCheckbox({ carNo: true, driverName: false, speed: true, fence: false });
    expect(readSettingCheckbox()).toEqual({ carNo: true, driverName: false, speed: true, fence: false });
  });

  it('spec 9: a settingCheckbox value that is not true reads as false', () => {
    localStorage.setItem('settingCheckbox', JSON.stringify({ carNo: 'yes', speed: 1 }));
    expect(readSettingCheckbox()).toEqual({ carNo: false, driverName: false, speed: false, fence: false });
  });

  it("spec 9: lastSpecialNoticeDate defaults to '1911'", () => {
    expect([readLastSpecialNoticeDate(), DEFAULT_LAST_SPECIAL_NOTICE_DATE]).toEqual(['1911', '1911']);
  });

  it('spec 9: lastSpecialNoticeDate is kept under message.lastSpecialNoticeDate', () => {
    writeLastSpecialNoticeDate('2024-05-01T08:00:00Z');
    expect(JSON.parse(localStorage.getItem('message') ?? '{}')).toEqual({ lastSpecialNoticeDate: '2024-05-01T08:00:00Z' });
  });

  it('spec 9: the task detail is kept under task.detail', () => {
    writeTaskDetail({ url: 'x' });
    expect(readTaskDetail()).toEqual({ url: 'x' });
  });

  it('spec 9: a write to fms keeps the other fms entries', () => {
    writeFms({ refreshToken: 'r-1' });
    writeFms({ map: { monitor: { zoom: 7, center: [23.5, 121] } } });
    expect([readFms().refreshToken, readFms().map.monitor?.zoom]).toEqual(['r-1', 7]);
  });

  it('spec 8: a failed write is logged, not thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect([writeJson('local', 'fms', { a: 1 }), error.mock.calls.length]).toEqual([false, 1]);
  });

  it('spec 8: an unparsable stored value reads as the fallback', () => {
    localStorage.setItem('task', '{not json');
    expect(readJson('local', 'task', 'fallback')).toBe('fallback');
  });

  it('spec 9: the app hand-off keeps carObj and onceToken in session storage', () => {
    writeCarHandOff({ carUid: 'c-1', onceToken: 'once-1' });
    expect([sessionStorage.getItem(SESSION_KEYS.carObj), sessionStorage.getItem(SESSION_KEYS.onceToken)])
      .toEqual([JSON.stringify({ carUid: 'c-1', onceToken: 'once-1' }), '"once-1"']);
  });
});
