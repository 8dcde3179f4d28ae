import { describe, expect, it } from 'vitest';
import { FEW_TRUCKS, INDIVIDUAL_ZOOM, LABEL_HINT, labelLimit, labelsHidden, MAX_LABELS } from '../../../src/core/monitor-map';
import { DEFAULT_SETTING_CHECKBOX } from '../../../src/core/storage';

describe('monitor map labels', () => {
  it('labels: all trucks in a sparse view, none in a crowded one below the individual zoom, capped above it', () => {
    expect(labelLimit(8, FEW_TRUCKS)).toBe(FEW_TRUCKS);
    expect(labelLimit(8, FEW_TRUCKS + 1)).toBe(0);
    expect(labelLimit(INDIVIDUAL_ZOOM, 5000)).toBe(MAX_LABELS);
  });

  it('issue 10, item 21: ticked labels count as hidden in a crowded view below the individual zoom or among clusters, never when unticked', () => {
    const ticked = { ...DEFAULT_SETTING_CHECKBOX, carNo: true };
    expect(labelsHidden(ticked, 8, FEW_TRUCKS + 1, false)).toBe(true);
    expect(labelsHidden(ticked, 8, FEW_TRUCKS, false)).toBe(false);
    expect(labelsHidden(ticked, INDIVIDUAL_ZOOM, 5000, false)).toBe(false);
    expect(labelsHidden(ticked, 8, 12, true)).toBe(true);
    expect(labelsHidden(DEFAULT_SETTING_CHECKBOX, 8, 5000, true)).toBe(false);
    expect(labelsHidden(ticked, 8, 0, false)).toBe(false);
  });

  it('the hint names the zoom and the truck count from which labels show', () => {
    expect(LABEL_HINT).toBe('標籤於地圖放大至第 12 級以上，或視野內不超過 60 輛車時顯示；請放大地圖或篩選車輛。');
  });
});
