import { describe, expect, it } from 'vitest';
import { locateTaskColumns, missingColumnMessage, TASK_COLUMNS } from '../../../src/core/sheets/task-template';

/** Spec 7.7: a sheet's header against the task import template, as the server import and the preview read it. */

describe('locateTaskColumns', () => {
  it('finds every column of the template header', () => {
    const { index, missing } = locateTaskColumns([...TASK_COLUMNS]);
    expect(missing).toEqual([]);
    expect([...index.entries()]).toEqual(TASK_COLUMNS.map((c, i) => [c, i]));
  });

  it('finds columns in any order, with spaces around their names', () => {
    const { index, missing } = locateTaskColumns([' 地址', '站點名稱', '司機 ', '車號', '任務日期', '任務編號']);
    expect(missing).toEqual([]);
    expect(index.get('任務編號')).toBe(5);
    expect(index.get('地址')).toBe(0);
    expect(index.has('備註')).toBe(false);
  });

  it('lists the required columns a header lacks, never the optional ones', () => {
    expect(locateTaskColumns(['任務編號', '車號', '站序', '備註']).missing).toEqual(['任務日期', '司機', '站點名稱', '地址']);
  });

  it('tells the user which column is missing', () => {
    expect(missingColumnMessage('車號')).toBe('缺少欄位「車號」，請使用匯入模板。');
  });
});
