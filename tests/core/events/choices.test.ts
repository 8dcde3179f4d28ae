import { describe, expect, it } from 'vitest';
import { DTC_LEVEL_CHOICES, EVENT_TYPE_CHOICES } from '../../../src/core/events';

describe('the event filters\' choices (spec 4)', () => {
  it('spec 4: every event type in the spec\'s order, with its exact label', () => {
    expect(EVENT_TYPE_CHOICES).toHaveLength(22);
    expect(EVENT_TYPE_CHOICES.slice(2, 5)).toEqual([
      { value: 'driving', label: '行駛' }, { value: 'idle', label: '怠速' }, { value: 'parked', label: '熄火' },
    ]);
    const label = (value: string) => EVENT_TYPE_CHOICES.find((c) => c.value === value)!.label;
    expect(label('engineOverheat')).toBe('引擎過熱開關');
    expect(label('lensWardOff')).toBe('鏡頭遮蔽');
    expect(label('dvrDisconnection')).toBe('DVR斷訊');
    expect(label('tss')).toBe('智慧駕駛設備');
  });

  it('spec 4: rawdata and dtc share 事件觸發 and are told apart', () => {
    const [rawdata, dtc] = EVENT_TYPE_CHOICES;
    expect(rawdata).toEqual({ value: 'rawdata', label: '事件觸發（原始資料）' });
    expect(dtc).toEqual({ value: 'dtc', label: '事件觸發（故障碼）' });
    expect(new Set(EVENT_TYPE_CHOICES.map((c) => c.label)).size).toBe(22);
  });

  it('spec 4: the DTC levels A, B, C, F, most urgent first', () => {
    expect(DTC_LEVEL_CHOICES.map((c) => c.value)).toEqual(['A', 'B', 'C', 'F']);
    expect(DTC_LEVEL_CHOICES[0].label).toBe('A 級 立即停車');
  });
});
