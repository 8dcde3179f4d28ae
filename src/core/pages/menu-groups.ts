import type { PermissionCode } from '../api/contract/permissions';

/**
 * The main navigation's groups (spec 2.4, 6). `codes` is spec 6's list: a heading shows when the
 * user holds any code of its group (so P_P15 and P_P41 show a heading without any item of theirs).
 * The order here is the menu's order.
 */
export const MENU_HEADINGS = [
  { key: 'monitor', label: '即時監控', codes: ['P_P01', 'P_P02', 'P_P20'] },
  { key: 'history', label: '歷史查詢', codes: ['P_P03', 'P_P04'] },
  { key: 'task', label: '任務派遣', codes: ['P_P13', 'P_P15'] },
  { key: 'analysis', label: '數據中心', codes: ['P_P41', 'P_P05'] },
  { key: 'maintain', label: '保修系統', codes: ['P_P38', 'P_P39', 'P_P44'] },
  { key: 'car', label: '車隊管理', codes: ['P_P10', 'P_P06', 'P_P07', 'P_P12', 'P_P08'] },
  { key: 'service', label: '加值服務', codes: ['P_P44', 'P_P45'] },
  { key: 'setting', label: '系統設定', codes: ['P_P09', 'P_P18', 'P_P19'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; codes: readonly PermissionCode[] }>;

export type MenuGroup = (typeof MENU_HEADINGS)[number]['key'];

/** Each group's codes by key (spec 6), e.g. the notification categories read `service`. */
export const MENU_GROUPS = Object.fromEntries(MENU_HEADINGS.map((h) => [h.key, h.codes])) as {
  readonly [K in MenuGroup]: Extract<(typeof MENU_HEADINGS)[number], { key: K }>['codes'];
};
