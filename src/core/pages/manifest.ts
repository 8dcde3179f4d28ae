import type { PermissionCode } from '../api/contract/permissions';
import type { MenuGroup } from './menu-groups';

/**
 * THE PAGE MANIFEST: one declaration per page of spec 2.1, and the only place to edit when a page is
 * added. Everything else is derived from it: the route list (core/navigation), the public pages and
 * the permission check (core/guards), the main navigation (fms-main-nav) and the root's layouts and
 * applications (src/apps/root). tests/core/pages keeps it complete against spec 2.1, 2.2, 2.4 and 6.
 *
 * Layouts and applications are named here, not imported: the root binds the names to its modules
 * (a layout module per name, an application folder per name), so core still imports nothing of apps.
 */

/** The layouts of spec 2.3 (src/apps/layouts). */
export type PageLayout = 'default' | 'sign-in' | 'ops' | 'ops-sidebar' | 'ops-web' | 'mobile';

/**
 * Who may open a page: 'public' (spec 2.2, no sign-in), 'signedIn' (a session and nothing more: the
 * empty code of spec 6, i.e. /noAuth, /journeyManagement and the paths under no prefix), or the code
 * its first matching prefix needs (spec 6).
 */
export type PageAccess = 'public' | 'signedIn' | PermissionCode;

/** A main navigation item (spec 2.4). */
export interface MenuEntry {
  group: MenuGroup;
  label: string;
  /** Place inside its group, ascending. */
  order: number;
  /**
   * The code the item needs, when it differs from the page's: /maintenanceCycle's item needs P_P38
   * while its path falls under /maintenance (P_P39); spec 6 keeps both readings. Left out: the page's
   * code, or no check for a public page (the monthly report).
   */
  code?: PermissionCode;
}

export interface PageDeclaration {
  /** The route of spec 2.1: `:name` is a parameter, `:name?` an optional one. */
  path: string;
  access: PageAccess;
  layout: PageLayout;
  /** The application folder under src/apps that renders the page ('construction' until it exists). */
  app: string;
  menu?: MenuEntry;
  /**
   * The dispatcher's pages (the task and schedule forms, the schedules): a driver, who holds P_P13
   * for their own tasks, is sent to /noAuth (issue 22, 10).
   */
  managerOnly?: true;
}

const DECLARED = [
  // Sign-in and account pages (public).
  { path: '/', access: 'public', layout: 'sign-in', app: 'sign-in' },
  { path: '/forgetPassword', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/verifyOTP', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/resetPassword', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/regularResetPassword', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/register/step1', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/register/step2', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/register/step3', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/register/result', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/verify', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/verify/success', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/verify/error', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/privacy', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/serviceTerm', access: 'public', layout: 'sign-in', app: 'account' },
  { path: '/downloadApp', access: 'public', layout: 'sign-in', app: 'account' },
  // The app variants of the terms are web views: the no-sidebar layout gives them 返回 (spec 2.9).
  { path: '/appPrivacy', access: 'public', layout: 'ops', app: 'account' },
  { path: '/appServiceTerms', access: 'public', layout: 'ops', app: 'account' },
  { path: '/serviceTerm/app', access: 'public', layout: 'ops', app: 'account' },
  { path: '/noAuth', access: 'signedIn', layout: 'default', app: 'status' },
  { path: '/construction', access: 'signedIn', layout: 'default', app: 'construction' },

  // 即時監控
  { path: '/monitor', access: 'P_P01', layout: 'default', app: 'monitor', menu: { group: 'monitor', label: '監控地圖', order: 1 } },
  { path: '/externalDevice/detail/:uid?', access: 'P_P01', layout: 'default', app: 'device' },
  { path: '/realTime', access: 'P_P02', layout: 'ops-sidebar', app: 'realtime', menu: { group: 'monitor', label: '即時影像', order: 2 } },
  { path: '/voiceMessage', access: 'P_P20', layout: 'default', app: 'voice', menu: { group: 'monitor', label: '語音訊息', order: 3 } },
  { path: '/testHLS', access: 'public', layout: 'ops', app: 'test-hls' },
  { path: '/dvrForApp', access: 'public', layout: 'mobile', app: 'dvr-app' },

  // 歷史查詢 (journey replay is a full-width workspace: the menu becomes a drawer)
  { path: '/history', access: 'P_P03', layout: 'default', app: 'history', menu: { group: 'history', label: '軌跡回放', order: 1 } },
  { path: '/history/journey/:carUid', access: 'P_P03', layout: 'ops-sidebar', app: 'history' },
  { path: '/history/journey/:carUid?/location/:journeyCode?', access: 'P_P03', layout: 'ops-sidebar', app: 'history' },
  { path: '/journeyManagement', access: 'signedIn', layout: 'default', app: 'history' },
  { path: '/videoHistory', access: 'P_P04', layout: 'default', app: 'video-history', menu: { group: 'history', label: '影像調閱', order: 2 } },
  { path: '/videoHistory/download', access: 'P_P04', layout: 'default', app: 'video-history' },
  { path: '/videoHistory/indexOld', access: 'P_P04', layout: 'default', app: 'video-history' },

  // 任務派遣
  { path: '/task/management', access: 'P_P13', layout: 'default', app: 'task', menu: { group: 'task', label: '任務管理', order: 1 } },
  { path: '/task/add', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/edit', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/add/schedule', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/edit/schedule', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/preview/schedule', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/edit/schedule/:uid', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/edit/:uid', access: 'P_P13', layout: 'default', app: 'task', managerOnly: true },
  { path: '/task/single/:uid?', access: 'P_P13', layout: 'default', app: 'task' },

  // 數據中心 (the monthly report is public: its item has no check)
  { path: '/event/list', access: 'P_P05', layout: 'default', app: 'event', menu: { group: 'analysis', label: '事件列表', order: 1 } },
  { path: '/event/report', access: 'public', layout: 'default', app: 'event-report', menu: { group: 'analysis', label: '月營運報表', order: 2 } },
  { path: '/event/one/:carUid?', access: 'P_P05', layout: 'default', app: 'event' },

  // 保修系統 (every path falls under the /maintenance prefix, P_P39)
  { path: '/maintenanceV2', access: 'P_P39', layout: 'default', app: 'maintenance-v2', menu: { group: 'maintain', label: '保修列表', order: 1 } },
  { path: '/maintenanceCycle', access: 'P_P39', layout: 'default', app: 'maintenance-cycle', menu: { group: 'maintain', label: '保修週期', order: 2, code: 'P_P38' } },
  { path: '/maintenance', access: 'P_P39', layout: 'default', app: 'maintenance' },
  { path: '/maintenance/data', access: 'P_P39', layout: 'default', app: 'maintenance' },
  { path: '/maintenance/data/:uid', access: 'P_P39', layout: 'default', app: 'maintenance' },
  { path: '/maintenance/review/:uid?', access: 'P_P39', layout: 'default', app: 'maintenance' },
  { path: '/maintenanceV2/data', access: 'P_P39', layout: 'default', app: 'maintenance-v2' },
  { path: '/maintenanceV2/data/:uid', access: 'P_P39', layout: 'default', app: 'maintenance-v2' },
  { path: '/maintenanceV2/orderData/:uid?', access: 'P_P39', layout: 'default', app: 'maintenance-v2' },
  { path: '/maintenanceV2/reservationData/:uid?', access: 'P_P39', layout: 'default', app: 'maintenance-v2' },

  // 車隊管理 (fence drawing is a full-width workspace)
  { path: '/enterprise', access: 'P_P10', layout: 'default', app: 'enterprise', menu: { group: 'car', label: '車隊資料', order: 1 } },
  { path: '/carManagement', access: 'P_P06', layout: 'default', app: 'car-management', menu: { group: 'car', label: '車輛管理', order: 2 } },
  { path: '/carManagement/detail', access: 'P_P06', layout: 'default', app: 'car-management' },
  { path: '/userManagement', access: 'P_P07', layout: 'default', app: 'user-management', menu: { group: 'car', label: '帳號管理', order: 3 } },
  { path: '/driver/management', access: 'P_P12', layout: 'default', app: 'driver-management', menu: { group: 'car', label: '駕駛管理', order: 4 } },
  { path: '/driver/performance/:uid?', access: 'P_P12', layout: 'default', app: 'driver-performance' },
  { path: '/fence', access: 'P_P08', layout: 'default', app: 'fence', menu: { group: 'car', label: '圍籬管理', order: 5 } },
  { path: '/fence/add', access: 'P_P08', layout: 'ops-sidebar', app: 'fence' },
  { path: '/fence/edit/:uid?', access: 'P_P08', layout: 'ops-sidebar', app: 'fence' },

  // 加值服務 (web steps and payment; step 3 and the payment page are public)
  { path: '/serviceManagement', access: 'P_P44', layout: 'default', app: 'service-management', menu: { group: 'service', label: '功能購買', order: 1 } },
  { path: '/serviceManagement/step1', access: 'P_P44', layout: 'default', app: 'service-management' },
  { path: '/serviceManagement/step2', access: 'P_P44', layout: 'default', app: 'service-management' },
  { path: '/serviceManagement/step3', access: 'public', layout: 'default', app: 'service-management' },
  { path: '/serviceManagement/payment', access: 'public', layout: 'default', app: 'service-management' },
  { path: '/serviceOrder', access: 'P_P45', layout: 'default', app: 'service-order', menu: { group: 'service', label: '訂單管理', order: 2 } },
  { path: '/serviceOrder/detail', access: 'P_P45', layout: 'default', app: 'service-order' },
  // Redeem and records: under no prefix of spec 6, so sign-in only.
  { path: '/service', access: 'signedIn', layout: 'default', app: 'service' },
  { path: '/service/exchange', access: 'signedIn', layout: 'default', app: 'service' },
  { path: '/service/record', access: 'signedIn', layout: 'default', app: 'service' },
  // The mobile app's web views (spec 2.9).
  { path: '/service/app', access: 'public', layout: 'mobile', app: 'service' },
  { path: '/service/app/detail', access: 'signedIn', layout: 'mobile', app: 'service' },
  { path: '/service/app/exchange', access: 'signedIn', layout: 'mobile', app: 'service' },
  { path: '/serviceManagement/app', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/payment', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/plans', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/redirect', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/step1', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/step2', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceManagement/app/step3', access: 'public', layout: 'mobile', app: 'service-management' },
  { path: '/serviceOrder/app/detail', access: 'public', layout: 'mobile', app: 'service-order' },
  { path: '/serviceOrder/app/history', access: 'public', layout: 'mobile', app: 'service-order' },
  { path: '/serviceOrder/app/paymentAccount', access: 'public', layout: 'mobile', app: 'service-order' },
  { path: '/serviceOrder/app/repurchase', access: 'public', layout: 'mobile', app: 'service-order' },

  // 系統設定
  { path: '/setting', access: 'P_P09', layout: 'default', app: 'setting', menu: { group: 'setting', label: '參數設定', order: 1 } },
  { path: '/customize', access: 'P_P18', layout: 'default', app: 'customize', menu: { group: 'setting', label: '自訂內容', order: 2 } },
  { path: '/log', access: 'P_P19', layout: 'default', app: 'log', menu: { group: 'setting', label: '操作紀錄', order: 3 } },

  // The user menu's pages (spec 2.7) and the bell's list (spec 2.6).
  { path: '/user', access: 'P_P36', layout: 'default', app: 'user' },
  { path: '/notice', access: 'P_P17', layout: 'default', app: 'notice' },
] as const satisfies readonly PageDeclaration[];

/** The application folders the manifest names ('status' and 'construction' among them). */
export type PageApp = (typeof DECLARED)[number]['app'];

export interface Page extends PageDeclaration {
  app: PageApp;
}

/** Every page of spec 2.1, in declaration order. */
export const PAGES: readonly Page[] = DECLARED;
