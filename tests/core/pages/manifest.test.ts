import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../../../src/core/api/contract/permissions';
import { MENU_GROUPS, PAGES, permissionForPath } from '../../../src/core/pages';
import { MAIN_MENU } from '../../../src/core/pages/main-menu';

/** Spec 2.1, copied as written ({uid?} → :uid?). */
const SPEC_ROUTES = `
/ /appPrivacy /appServiceTerms /privacy /serviceTerm /serviceTerm/app /downloadApp /construction /noAuth
/carManagement /carManagement/detail /customize /enterprise /setting /user /userManagement /driver/management
/dvrForApp /testHLS /videoHistory /videoHistory/download /videoHistory/indexOld /voiceMessage
/fence /fence/add
/forgetPassword /resetPassword /regularResetPassword
/history /journeyManagement /log /monitor /realTime /notice
/event/list /event/report
/maintenance /maintenance/data /maintenanceCycle /maintenanceV2 /maintenanceV2/data
/register/step1 /register/step2 /register/step3 /register/result
/verify /verify/error /verify/success /verifyOTP
/service /service/app /service/app/detail /service/app/exchange /service/exchange /service/record
/serviceManagement /serviceManagement/payment /serviceManagement/step1 /serviceManagement/step2 /serviceManagement/step3
/serviceManagement/app /serviceManagement/app/payment /serviceManagement/app/plans /serviceManagement/app/redirect
/serviceManagement/app/step1 /serviceManagement/app/step2 /serviceManagement/app/step3
/serviceOrder /serviceOrder/detail /serviceOrder/app/detail /serviceOrder/app/history /serviceOrder/app/paymentAccount /serviceOrder/app/repurchase
/task/add /task/edit /task/management /task/add/schedule /task/edit/schedule /task/preview/schedule
/task/edit/schedule/{uid} /driver/performance/{uid?} /event/one/{carUid?} /externalDevice/detail/{uid?} /fence/edit/{uid?}
/history/journey/{carUid} /history/journey/{carUid?}/location/{journeyCode?} /maintenance/data/{uid} /maintenance/review/{uid?}
/maintenanceV2/data/{uid} /maintenanceV2/orderData/{uid?} /maintenanceV2/reservationData/{uid?} /task/edit/{uid} /task/single/{uid?}
`.trim().split(/\s+/).map((route) => route.replace(/\{(\w+)(\??)\}/g, ':$1$2'));

/** Spec 2.2's public pages. */
const SPEC_PUBLIC = `
/ /forgetPassword /verifyOTP /resetPassword /regularResetPassword /register/step1 /register/step2 /register/step3 /register/result
/verify /verify/success /verify/error /privacy /appPrivacy /appServiceTerms /serviceTerm /serviceTerm/app
/dvrForApp /service/app /event/report /downloadApp /testHLS /serviceManagement/step3 /serviceManagement/payment
/serviceManagement/app /serviceManagement/app/redirect /serviceManagement/app/plans /serviceManagement/app/payment
/serviceManagement/app/step1 /serviceManagement/app/step2 /serviceManagement/app/step3
/serviceOrder/app/history /serviceOrder/app/detail /serviceOrder/app/repurchase /serviceOrder/app/paymentAccount
`.trim().split(/\s+/);

/** Spec 6's table, in match order: the first prefix a path starts with gives its code. */
const SPEC_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['/monitor', 'P_P01'], ['/externalDevice/detail', 'P_P01'], ['/realTime', 'P_P02'], ['/voiceMessage', 'P_P20'],
  ['/history', 'P_P03'], ['/videoHistory', 'P_P04'], ['/task', 'P_P13'], ['/event', 'P_P05'], ['/maintenance', 'P_P39'],
  ['/enterprise', 'P_P10'], ['/carManagement', 'P_P06'], ['/userManagement', 'P_P07'], ['/driver', 'P_P12'],
  ['/fence', 'P_P08'], ['/setting', 'P_P09'], ['/customize', 'P_P18'], ['/log', 'P_P19'], ['/notice', 'P_P17'],
  ['/user', 'P_P36'], ['/serviceManagement', 'P_P44'], ['/serviceOrder', 'P_P45'],
];
const specCode = (path: string) => SPEC_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? '';

/** Spec 2.4 (the console's Chinese labels) with each item's code; null: no check. */
const SPEC_MENU = [
  ['monitor', '即時監控', [['/monitor', '監控地圖', 'P_P01'], ['/realTime', '即時影像', 'P_P02'], ['/voiceMessage', '語音訊息', 'P_P20']]],
  ['history', '歷史查詢', [['/history', '軌跡回放', 'P_P03'], ['/videoHistory', '影像調閱', 'P_P04']]],
  ['task', '任務派遣', [['/task/management', '任務管理', 'P_P13']]],
  ['analysis', '數據中心', [['/event/list', '事件列表', 'P_P05'], ['/event/report', '月營運報表', null]]],
  ['maintain', '保修系統', [['/maintenanceV2', '保修列表', 'P_P39'], ['/maintenanceCycle', '保修週期', 'P_P38']]],
  ['car', '車隊管理', [['/enterprise', '車隊資料', 'P_P10'], ['/carManagement', '車輛管理', 'P_P06'], ['/userManagement', '帳號管理', 'P_P07'],
    ['/driver/management', '駕駛管理', 'P_P12'], ['/fence', '圍籬管理', 'P_P08']]],
  ['service', '加值服務', [['/serviceManagement', '功能購買', 'P_P44'], ['/serviceOrder', '訂單管理', 'P_P45']]],
  ['setting', '系統設定', [['/setting', '參數設定', 'P_P09'], ['/customize', '自訂內容', 'P_P18'], ['/log', '操作紀錄', 'P_P19']]],
] as const;

/** Spec 6's menu groups. */
const SPEC_GROUPS = {
  monitor: ['P_P01', 'P_P02', 'P_P20'], history: ['P_P03', 'P_P04'], task: ['P_P13', 'P_P15'], analysis: ['P_P41', 'P_P05'],
  maintain: ['P_P38', 'P_P39', 'P_P44'], car: ['P_P10', 'P_P06', 'P_P07', 'P_P12', 'P_P08'], service: ['P_P44', 'P_P45'],
  setting: ['P_P09', 'P_P18', 'P_P19'],
};

describe('the page manifest against the spec', () => {
  it('spec 2.1: it declares every route of the route list, and nothing else', () => {
    expect([...PAGES.map((page) => page.path)].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('spec 2.1: it declares each page once', () => {
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it('spec 2.2: exactly the public pages are public', () => {
    expect(PAGES.filter((page) => page.access === 'public').map((page) => page.path).sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it.each(PAGES.filter((page) => page.access !== 'public').map((page) => [page.path, specCode(page.path) || 'signedIn']))(
    'spec 6: the protected page %s needs %s (its first matching prefix; none: sign-in only)',
    (path, access) => {
      expect(PAGES.find((page) => page.path === path)!.access).toBe(access);
    },
  );

  it.each(['/noAuth', '/journeyManagement', '/construction', '/service', '/service/exchange', '/service/record',
    '/service/app/detail', '/service/app/exchange'])('spec 6: %s falls under no prefix and gets the empty code', (path) => {
    expect(permissionForPath(path)).toBe('');
  });

  it.each([
    ['/maintenanceCycle', 'P_P39'], ['/maintenanceV2/orderData/7', 'P_P39'], ['/task/edit/schedule/42', 'P_P13'],
    ['/externalDevice/detail/9', 'P_P01'], ['/history/journey/c-1/location/j-1', 'P_P03'], ['/userManagement', 'P_P07'],
    ['/user', 'P_P36'],
  ])('spec 6: the path %s needs %s', (path, code) => {
    expect(permissionForPath(path)).toBe(code);
  });

  it('spec 2.4: the menu has the eight groups in order, with their items, labels and codes', () => {
    const menu = MAIN_MENU.map((group) => [group.key, group.label, group.items.map((item) => [item.path, item.label, item.code])]);
    expect(menu).toEqual(SPEC_MENU);
  });

  it('spec 2.4, 6: /maintenanceCycle keeps both readings: its menu item needs P_P38, its path P_P39', () => {
    const item = MAIN_MENU.flatMap((group) => group.items).find((i) => i.path === '/maintenanceCycle');
    expect([item?.code, permissionForPath('/maintenanceCycle')]).toEqual(['P_P38', 'P_P39']);
  });

  it('spec 2.4: no two items of a group claim the same place', () => {
    for (const group of MAIN_MENU) {
      const orders = PAGES.filter((page) => page.menu?.group === group.key).map((page) => page.menu!.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('spec 6: the menu groups hold the codes of the spec', () => {
    expect(MENU_GROUPS).toEqual(SPEC_GROUPS);
  });

  it('spec 6: each checked menu item needs a code of its own group, so its heading shows whenever it does', () => {
    for (const group of MAIN_MENU) {
      for (const item of group.items) if (item.code) expect(MENU_GROUPS[group.key]).toContain(item.code);
    }
  });

  it('spec 6: every code the manifest names is a code of the contract', () => {
    const named = PAGES.flatMap((page) => [page.access, page.menu?.code ?? 'public']).filter((a) => a !== 'public' && a !== 'signedIn');
    expect(named.filter((code) => !(PERMISSION_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
