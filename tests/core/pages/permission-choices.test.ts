import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../src/core/api/contract/permissions';
import { PERMISSION_CHOICE_GROUPS, permissionLabel, permissionName } from '../../../src/core/pages/permission-choices';

const summary = () => PERMISSION_CHOICE_GROUPS.map((g) => `${g.label}: ${g.choices.map((c) => `${c.code} ${c.label}`).join(', ')}`);

describe('permission choices of the account form (spec 2.4, 6)', () => {
  it('offers every code of spec 6 exactly once', () => {
    const codes = PERMISSION_CHOICE_GROUPS.flatMap((g) => g.choices.map((c) => c.code));
    expect([...codes].sort()).toEqual([...PERMISSION_CODES].sort());
  });

  it('groups the codes by the menu groups, named by their menu items, P_P15 and P_P41 by code', () => {
    expect(summary()).toEqual([
      '即時監控: P_P01 監控地圖, P_P02 即時影像, P_P20 語音訊息',
      '歷史查詢: P_P03 軌跡回放, P_P04 影像調閱',
      '任務派遣: P_P13 任務管理, P_P15 P_P15',
      '數據中心: P_P05 事件列表, P_P41 P_P41',
      '保修系統: P_P39 保修列表, P_P38 保修週期',
      '車隊管理: P_P10 車隊資料, P_P06 車輛管理, P_P07 帳號管理, P_P12 駕駛管理, P_P08 圍籬管理',
      '加值服務: P_P44 功能購買, P_P45 訂單管理',
      '系統設定: P_P09 參數設定, P_P18 自訂內容, P_P19 操作紀錄',
      '其他: P_P17 通知, P_P36 我的帳號',
    ]);
  });

  it('reads a code with its menu name, and a code without one as itself', () => {
    expect(permissionLabel('P_P01')).toBe('監控地圖（P_P01）');
    expect(permissionLabel('P_P41')).toBe('P_P41');
    expect(permissionLabel('P_P99')).toBe('P_P99');
    expect(['P_P17', 'P_P41'].map(permissionName)).toEqual(['通知', 'P_P41']);
  });
});
