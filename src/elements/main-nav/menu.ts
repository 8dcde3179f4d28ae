import { hasAnyPermission, hasPermission, MENU_GROUPS, type MenuGroup, type PermissionCode } from '../../core/guards';

export interface NavItem {
  path: string;
  label: string;
  /** The code the item needs; null: no check (the monthly report, spec 2.4). */
  code: PermissionCode | null;
}

export interface NavGroup {
  key: MenuGroup;
  label: string;
  items: readonly NavItem[];
}

/** The main navigation of spec 2.4: eight groups, each item with its permission code. */
export const MAIN_MENU: readonly NavGroup[] = [
  { key: 'monitor', label: '即時監控', items: [
    { path: '/monitor', label: '監控地圖', code: 'P_P01' },
    { path: '/realTime', label: '即時影像', code: 'P_P02' },
    { path: '/voiceMessage', label: '語音訊息', code: 'P_P20' },
  ] },
  { key: 'history', label: '歷史查詢', items: [
    { path: '/history', label: '軌跡回放', code: 'P_P03' },
    { path: '/videoHistory', label: '影像調閱', code: 'P_P04' },
  ] },
  { key: 'task', label: '任務派遣', items: [
    { path: '/task/management', label: '任務管理', code: 'P_P13' },
  ] },
  { key: 'analysis', label: '數據中心', items: [
    { path: '/event/list', label: '事件列表', code: 'P_P05' },
    { path: '/event/report', label: '月營運報表', code: null },
  ] },
  { key: 'maintain', label: '保修系統', items: [
    { path: '/maintenanceV2', label: '保修列表', code: 'P_P39' },
    { path: '/maintenanceCycle', label: '保修週期', code: 'P_P38' },
  ] },
  { key: 'car', label: '車隊管理', items: [
    { path: '/enterprise', label: '車隊資料', code: 'P_P10' },
    { path: '/carManagement', label: '車輛管理', code: 'P_P06' },
    { path: '/userManagement', label: '帳號管理', code: 'P_P07' },
    { path: '/driver/management', label: '駕駛管理', code: 'P_P12' },
    { path: '/fence', label: '圍籬管理', code: 'P_P08' },
  ] },
  { key: 'service', label: '加值服務', items: [
    { path: '/serviceManagement', label: '功能購買', code: 'P_P44' },
    { path: '/serviceOrder', label: '訂單管理', code: 'P_P45' },
  ] },
  { key: 'setting', label: '系統設定', items: [
    { path: '/setting', label: '參數設定', code: 'P_P09' },
    { path: '/customize', label: '自訂內容', code: 'P_P18' },
    { path: '/log', label: '操作紀錄', code: 'P_P19' },
  ] },
];

/**
 * What a user sees (spec 2.4, 6): a heading when the user holds any code of its group (MENU_GROUPS),
 * and under it the items whose code the user holds (an item without a code always shows).
 */
export function visibleMenu(codes: readonly string[]): NavGroup[] {
  return MAIN_MENU
    .filter((group) => hasAnyPermission(codes, MENU_GROUPS[group.key]))
    .map((group) => ({ ...group, items: group.items.filter((item) => item.code === null || hasPermission(codes, item.code)) }));
}

/** The item a path belongs to: its own page or one below it (/history/journey/… is 軌跡回放). */
export function isCurrentItem(item: NavItem, path: string): boolean {
  return path === item.path || path.startsWith(`${item.path}/`);
}
