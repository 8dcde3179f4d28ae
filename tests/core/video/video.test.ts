import { describe, expect, it } from 'vitest';
import { VIDEO_STATUS, type VideoRecord } from '../../../src/core/api/contract/video';
import {
  checkVideoRange, fileSizeLabel, isFollowing, linkExpired, nextVideoRequestState, pollDelay, readyRecordOf, VIDEO_REQUEST_IDLE,
  videoDayBounds, videoDayOf, videoDayRange, videoDialogOf, videoRangeLabel, type VideoRequestState,
} from '../../../src/core/video';

/** A Taipei wall-clock time (UTC+8) as epoch ms. */
const tpe = (iso: string) => Date.parse(`${iso}+08:00`);
const NOW = tpe('2026-11-25T14:30:00');

const record = (over: Partial<VideoRecord> = {}): VideoRecord => ({
  uid: 'vid-1', carUid: 'car-1', carNo: 'KLA-2381', channel: 1, resolution: '720p',
  startTime: tpe('2026-11-25T08:00:00'), endTime: tpe('2026-11-25T08:59:59.999'), status: 'processing',
  fileName: 'KLA-2381_CH1_2026-11-25.mp4', size: null, createdAt: NOW, completedAt: null, expiresAt: null, ...over,
});

describe('spec 3, 9: the video day range is start to end of the chosen Taipei day, in ms', () => {
  it('a day gives its first and last millisecond in Taipei, whatever the host zone', () => {
    expect(videoDayRange('2026-11-25')).toEqual({ startTime: tpe('2026-11-25T00:00:00'), endTime: tpe('2026-11-26T00:00:00') - 1 });
  });
  it('an unreadable day gives null', () => {
    expect(videoDayRange('')).toBeNull();
    expect(videoDayRange('25/11/2026')).toBeNull();
  });
  it('the day of an instant is read in Taipei (16:30 UTC is already the next day there)', () => {
    expect(videoDayOf(Date.parse('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
  });
  it('the days offered are today and the 13 before it', () => {
    expect(videoDayBounds(NOW)).toEqual({ min: '2026-11-12', max: '2026-11-25' });
  });
});

describe('spec 2.11: a request range is checked before it is sent, in Traditional Chinese', () => {
  it('an empty range is the whole day', () => {
    expect(checkVideoRange({ day: '2026-11-24', from: '', to: '' }, NOW)).toEqual({ ok: true, ...videoDayRange('2026-11-24')! });
  });
  it('a range of the day runs from its start minute to the end of its last minute', () => {
    expect(checkVideoRange({ day: '2026-11-25', from: '08:00', to: '08:59' }, NOW))
      .toEqual({ ok: true, startTime: tpe('2026-11-25T08:00:00'), endTime: tpe('2026-11-25T09:00:00') - 1 });
  });
  it.each([
    [{ day: '', from: '', to: '' }, 'day', '請選擇日期。'],
    [{ day: '2026-11-26', from: '', to: '' }, 'day', '不能調閱未來的影像。'],
    [{ day: '2026-11-11', from: '', to: '' }, 'day', '只能調閱最近 14 天的影像。'],
    [{ day: '2026-11-25', from: '10:00', to: '09:00' }, 'to', '結束時間必須晚於開始時間。'],
    [{ day: '2026-11-25', from: '15:00', to: '' }, 'from', '開始時間還沒到，不能調閱未來的影像。'],
    [{ day: '2026-11-25', from: '8點', to: '' }, 'from', '開始時間格式不正確（時:分）。'],
  ])('%j → %s: %s', (draft, field, message) => {
    expect(checkVideoRange(draft, NOW)).toEqual({ ok: false, field, message });
  });
  it('the oldest retained day is still allowed', () => {
    expect(checkVideoRange({ day: '2026-11-12', from: '', to: '' }, NOW).ok).toBe(true);
  });
});

describe('the request state machine: sent, processing, ready (category 9), expired, failed', () => {
  const step = (state: VideoRequestState, ...events: Parameters<typeof nextVideoRequestState>[1][]) => events.reduce(nextVideoRequestState, state);

  it('sending then the answer follows the record while it processes', () => {
    const s = step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record() });
    expect(s).toEqual({ kind: 'processing', record: record() });
    expect(isFollowing(s)).toBe(true);
  });
  it('a category 9 notice naming the record makes it ready', () => {
    const s = step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record() }, { type: 'notified', recordUid: 'vid-1', at: NOW });
    expect(s.kind).toBe('ready');
    expect(isFollowing(s)).toBe(false);
  });
  it('a notice about another record changes nothing', () => {
    const processing = step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record() });
    expect(step(processing, { type: 'notified', recordUid: 'vid-2', at: NOW })).toBe(processing);
  });
  it('polling brings the completed copy; a stale processing copy does not undo it', () => {
    const ready = step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record() },
      { type: 'record', record: record({ status: 'completed', size: 1000, expiresAt: NOW + 86_400_000 }) });
    expect(ready).toMatchObject({ kind: 'ready', record: { size: 1000 } });
    expect(step(ready, { type: 'record', record: record() })).toBe(ready);
  });
  it('a copy of another record never replaces the one followed', () => {
    const processing = step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record() });
    expect(step(processing, { type: 'record', record: record({ uid: 'vid-9', status: 'completed' }) })).toBe(processing);
  });
  it('an expired record is expired; a refusal is failed with its status and field', () => {
    expect(step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'record', record: record({ status: 'expired' }) }).kind).toBe('expired');
    expect(step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'fail', status: 4040201, message: 'x', field: 'resolution' }))
      .toEqual({ kind: 'failed', status: 4040201, message: 'x', field: 'resolution' });
  });
  it('a record arriving while idle (nothing asked) is ignored; reset goes back to idle', () => {
    expect(step(VIDEO_REQUEST_IDLE, { type: 'record', record: record() })).toBe(VIDEO_REQUEST_IDLE);
    expect(step(VIDEO_REQUEST_IDLE, { type: 'send' }, { type: 'reset' })).toBe(VIDEO_REQUEST_IDLE);
  });
});

describe('following, notices, dialogs and labels', () => {
  it('polling waits 3 s, then longer, at most 15 s', () => {
    expect([0, 1, 2, 10].map(pollDelay)).toEqual([3000, 5000, 7000, 15000]);
  });
  it('spec 9: only a category 9 notice with a record uid says a recording is ready', () => {
    expect(readyRecordOf({ category: 9, data: { videoRecordUid: 'vid-1' } })).toBe('vid-1');
    expect(readyRecordOf({ category: 4, data: { videoRecordUid: 'vid-1' } })).toBeNull();
    expect(readyRecordOf({ category: 9, data: {} })).toBeNull();
    expect(readyRecordOf(null)).toBeNull();
  });
  it("spec 2.11: the '1080p not exist' and 'links timeout' statuses open their dialogs", () => {
    expect(videoDialogOf(VIDEO_STATUS.RESOLUTION_NOT_EXIST)).toBe('resolution');
    expect(videoDialogOf(VIDEO_STATUS.LINK_TIMEOUT)).toBe('timeout');
    expect(videoDialogOf(VIDEO_STATUS.NOT_READY)).toBeNull();
  });
  it('a link has expired once its time has passed', () => {
    expect(linkExpired({ status: 'completed', expiresAt: NOW }, NOW)).toBe(true);
    expect(linkExpired({ status: 'completed', expiresAt: NOW + 1 }, NOW)).toBe(false);
    expect(linkExpired({ status: 'expired', expiresAt: null }, NOW)).toBe(true);
  });
  it('ranges and sizes read as people say them', () => {
    expect(videoRangeLabel(tpe('2026-11-25T08:00:00'), tpe('2026-11-25T09:00:00') - 1)).toBe('08:00–08:59');
    expect(videoRangeLabel(...Object.values(videoDayRange('2026-11-25')!) as [number, number], true)).toBe('2026-11-25 00:00–24:00');
    expect(fileSizeLabel(1536)).toBe('1.5 KB');
    expect(fileSizeLabel(null)).toBe('—');
  });
});
