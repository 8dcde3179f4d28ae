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

/** A main navigation item (spec 2.4); it reads as its page's title. */
export interface MenuEntry {
  group: MenuGroup;
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
  /** The page's name in code: `pathOf(id, params)` builds its links, `matchPage` names it from a path. */
  id: string;
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
  { id: 'signIn', path: '/', access: 'public', layout: 'sign-in', app: 'sign-in' },
  { id: 'forgetPassword', path: '/forgetPassword', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'verifyOtp', path: '/verifyOTP', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'resetPassword', path: '/resetPassword', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'regularResetPassword', path: '/regularResetPassword', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'registerTerms', path: '/register/step1', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'registerEnterprise', path: '/register/step2', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'registerAdmin', path: '/register/step3', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'registerResult', path: '/register/result', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'verify', path: '/verify', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'verifySuccess', path: '/verify/success', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'verifyError', path: '/verify/error', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'privacy', path: '/privacy', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'serviceTerm', path: '/serviceTerm', access: 'public', layout: 'sign-in', app: 'page' },
  { id: 'downloadApp', path: '/downloadApp', access: 'public', layout: 'sign-in', app: 'page' },
  // The app variants of the terms are web views: the no-sidebar layout gives them 返回 (spec 2.9).
  { id: 'appPrivacy', path: '/appPrivacy', access: 'public', layout: 'ops', app: 'page' },
  { id: 'appServiceTerms', path: '/appServiceTerms', access: 'public', layout: 'ops', app: 'page' },
  { id: 'serviceTermApp', path: '/serviceTerm/app', access: 'public', layout: 'ops', app: 'page' },
  { id: 'noAuth', path: '/noAuth', access: 'signedIn', layout: 'default', app: 'status' },
  { id: 'construction', path: '/construction', access: 'signedIn', layout: 'default', app: 'construction' },

  // 即時監控
  { id: 'monitor', path: '/monitor', access: 'P_P01', layout: 'default', app: 'monitor', menu: { group: 'monitor', order: 1 } },
  { id: 'externalDevice', path: '/externalDevice/detail/:uid?', access: 'P_P01', layout: 'default', app: 'page' },
  { id: 'realTime', path: '/realTime', access: 'P_P02', layout: 'ops-sidebar', app: 'page', menu: { group: 'monitor', order: 2 } },
  { id: 'voiceMessage', path: '/voiceMessage', access: 'P_P20', layout: 'default', app: 'page', menu: { group: 'monitor', order: 3 } },
  { id: 'testHls', path: '/testHLS', access: 'public', layout: 'ops', app: 'test-hls' },
  { id: 'dvrForApp', path: '/dvrForApp', access: 'public', layout: 'mobile', app: 'dvr-app' },

  // 歷史查詢 (journey replay is a full-width workspace: the menu becomes a drawer)
  { id: 'history', path: '/history', access: 'P_P03', layout: 'default', app: 'page', menu: { group: 'history', order: 1 } },
  { id: 'historyJourneys', path: '/history/journey/:carUid', access: 'P_P03', layout: 'ops-sidebar', app: 'page' },
  { id: 'historyReplay', path: '/history/journey/:carUid?/location/:journeyCode?', access: 'P_P03', layout: 'ops-sidebar', app: 'page' },
  { id: 'journeyManagement', path: '/journeyManagement', access: 'signedIn', layout: 'default', app: 'page' },
  { id: 'videoHistory', path: '/videoHistory', access: 'P_P04', layout: 'default', app: 'page', menu: { group: 'history', order: 2 } },
  { id: 'videoDownload', path: '/videoHistory/download', access: 'P_P04', layout: 'default', app: 'page' },
  { id: 'videoIndexOld', path: '/videoHistory/indexOld', access: 'P_P04', layout: 'default', app: 'page' },

  // 任務派遣
  { id: 'taskManagement', path: '/task/management', access: 'P_P13', layout: 'default', app: 'page', menu: { group: 'task', order: 1 } },
  { id: 'taskAdd', path: '/task/add', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'taskEditNew', path: '/task/edit', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'scheduleAdd', path: '/task/add/schedule', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'taskSchedules', path: '/task/edit/schedule', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'schedulePreview', path: '/task/preview/schedule', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'scheduleEdit', path: '/task/edit/schedule/:uid', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'taskEdit', path: '/task/edit/:uid', access: 'P_P13', layout: 'default', app: 'page', managerOnly: true },
  { id: 'taskSingle', path: '/task/single/:uid?', access: 'P_P13', layout: 'default', app: 'page' },

  // 數據中心 (the monthly report is public: its item has no check)
  { id: 'eventList', path: '/event/list', access: 'P_P05', layout: 'default', app: 'page', menu: { group: 'analysis', order: 1 } },
  { id: 'eventReport', path: '/event/report', access: 'public', layout: 'default', app: 'event-report', menu: { group: 'analysis', order: 2 } },
  { id: 'eventOne', path: '/event/one/:carUid?', access: 'P_P05', layout: 'default', app: 'page' },

  // 保修系統 (every path falls under the /maintenance prefix, P_P39)
  { id: 'maintenanceV2', path: '/maintenanceV2', access: 'P_P39', layout: 'default', app: 'page', menu: { group: 'maintain', order: 1 } },
  { id: 'maintenanceCycle', path: '/maintenanceCycle', access: 'P_P39', layout: 'default', app: 'page', menu: { group: 'maintain', order: 2, code: 'P_P38' } },
  { id: 'maintenance', path: '/maintenance', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceRecords', path: '/maintenance/data', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceRecord', path: '/maintenance/data/:uid', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceReview', path: '/maintenance/review/:uid?', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceV2Data', path: '/maintenanceV2/data', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceV2Car', path: '/maintenanceV2/data/:uid', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceOrders', path: '/maintenanceV2/orderData/:uid?', access: 'P_P39', layout: 'default', app: 'page' },
  { id: 'maintenanceReservation', path: '/maintenanceV2/reservationData/:uid?', access: 'P_P39', layout: 'default', app: 'page' },

  // 車隊管理 (fence drawing is a full-width workspace)
  { id: 'enterprise', path: '/enterprise', access: 'P_P10', layout: 'default', app: 'page', menu: { group: 'car', order: 1 } },
  { id: 'carManagement', path: '/carManagement', access: 'P_P06', layout: 'default', app: 'page', menu: { group: 'car', order: 2 } },
  { id: 'carDetail', path: '/carManagement/detail', access: 'P_P06', layout: 'default', app: 'page' },
  { id: 'userManagement', path: '/userManagement', access: 'P_P07', layout: 'default', app: 'page', menu: { group: 'car', order: 3 } },
  { id: 'driverManagement', path: '/driver/management', access: 'P_P12', layout: 'default', app: 'page', menu: { group: 'car', order: 4 } },
  { id: 'driverPerformance', path: '/driver/performance/:uid?', access: 'P_P12', layout: 'default', app: 'page' },
  { id: 'fence', path: '/fence', access: 'P_P08', layout: 'default', app: 'page', menu: { group: 'car', order: 5 } },
  { id: 'fenceAdd', path: '/fence/add', access: 'P_P08', layout: 'ops-sidebar', app: 'page' },
  { id: 'fenceEdit', path: '/fence/edit/:uid?', access: 'P_P08', layout: 'ops-sidebar', app: 'page' },

  // 加值服務 (web steps and payment; step 3 and the payment page are public)
  { id: 'serviceManagement', path: '/serviceManagement', access: 'P_P44', layout: 'default', app: 'page', menu: { group: 'service', order: 1 } },
  { id: 'purchaseCars', path: '/serviceManagement/step1', access: 'P_P44', layout: 'default', app: 'page' },
  { id: 'purchasePlan', path: '/serviceManagement/step2', access: 'P_P44', layout: 'default', app: 'page' },
  { id: 'purchaseConfirm', path: '/serviceManagement/step3', access: 'public', layout: 'default', app: 'page' },
  { id: 'purchasePayment', path: '/serviceManagement/payment', access: 'public', layout: 'default', app: 'page' },
  { id: 'serviceOrder', path: '/serviceOrder', access: 'P_P45', layout: 'default', app: 'page', menu: { group: 'service', order: 2 } },
  { id: 'serviceOrderDetail', path: '/serviceOrder/detail', access: 'P_P45', layout: 'default', app: 'page' },
  // Redeem and records: under no prefix of spec 6, so sign-in only.
  { id: 'service', path: '/service', access: 'signedIn', layout: 'default', app: 'page' },
  { id: 'serviceExchange', path: '/service/exchange', access: 'signedIn', layout: 'default', app: 'page' },
  { id: 'serviceRecord', path: '/service/record', access: 'signedIn', layout: 'default', app: 'page' },
  // The mobile app's web views (spec 2.9).
  { id: 'serviceApp', path: '/service/app', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'serviceAppDetail', path: '/service/app/detail', access: 'signedIn', layout: 'mobile', app: 'page' },
  { id: 'serviceAppExchange', path: '/service/app/exchange', access: 'signedIn', layout: 'mobile', app: 'page' },
  { id: 'purchaseApp', path: '/serviceManagement/app', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppPayment', path: '/serviceManagement/app/payment', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppPlans', path: '/serviceManagement/app/plans', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppRedirect', path: '/serviceManagement/app/redirect', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppCars', path: '/serviceManagement/app/step1', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppPlan', path: '/serviceManagement/app/step2', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'purchaseAppConfirm', path: '/serviceManagement/app/step3', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'serviceOrderAppDetail', path: '/serviceOrder/app/detail', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'serviceOrderAppHistory', path: '/serviceOrder/app/history', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'serviceOrderAppAccount', path: '/serviceOrder/app/paymentAccount', access: 'public', layout: 'mobile', app: 'page' },
  { id: 'serviceOrderAppRepurchase', path: '/serviceOrder/app/repurchase', access: 'public', layout: 'mobile', app: 'page' },

  // 系統設定
  { id: 'setting', path: '/setting', access: 'P_P09', layout: 'default', app: 'page', menu: { group: 'setting', order: 1 } },
  { id: 'customize', path: '/customize', access: 'P_P18', layout: 'default', app: 'page', menu: { group: 'setting', order: 2 } },
  { id: 'log', path: '/log', access: 'P_P19', layout: 'default', app: 'page', menu: { group: 'setting', order: 3 } },

  // The user menu's pages (spec 2.7) and the bell's list (spec 2.6).
  { id: 'user', path: '/user', access: 'P_P36', layout: 'default', app: 'page' },
  { id: 'notice', path: '/notice', access: 'P_P17', layout: 'default', app: 'page' },
] as const satisfies readonly PageDeclaration[];

/** The application folders the manifest names ('status' and 'construction' among them). */
export type PageApp = (typeof DECLARED)[number]['app'];

type Declared = (typeof DECLARED)[number];

/** Every page's id: a wrong one is a type error wherever a page is named. */
export type PageId = Declared['id'];

/** The pages of the main navigation (spec 2.4): each has a guide in the manual (./guides.ts). */
export type MenuPageId = Extract<Declared, { menu: object }>['id'];

/** The route pattern of a page. */
export type PagePattern<I extends PageId> = Extract<Declared, { id: I }>['path'];

type ParamOf<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [K in Name]?: string }
  : Segment extends `:${infer Name}` ? { [K in Name]: string } : unknown;

type ParamsOfPattern<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? ParamOf<Head> & ParamsOfPattern<Rest>
  : ParamOf<Pattern>;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The parameters a page's path takes, e.g. { carUid: string } for historyJourneys; {} for none. */
export type PageParams<I extends PageId> = Flatten<ParamsOfPattern<PagePattern<I>> & {}>;

export interface Page extends PageDeclaration {
  id: PageId;
  app: PageApp;
}

/** Every page of spec 2.1, in declaration order. */
export const PAGES: readonly Page[] = DECLARED;
