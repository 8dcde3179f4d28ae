import type { PageId } from './manifest';
import { pathOf } from './paths';
import type { BackSpec, PageElement, PageLinkSpec, PageTabs, PageView, ParamName } from './page-wiring';

/**
 * The rest of each page's declaration in the manifest (./manifest.ts), by id: a page missing here,
 * or a wrong parent, is a type error. A module of its own so the sign-in page's first script, which
 * needs the manifest's routes for its checks, does not carry the pages' words (the size budget of
 * issue 9): nothing on that path imports it.
 *
 * A page of the generic application (`app: 'page'`) is mounted from this entry alone: its
 * `element` with its `attributes` and `events` (./page-wiring.ts), and where it needs them its
 * `views`, `tabs`, further elements, sibling `nav`, back link and width.
 */
export interface PageDetail<I extends PageId = PageId> extends Partial<Omit<PageElement<I>, 'element'>> {
  /**
   * The page's one name (Traditional Chinese): its menu item, its heading, its back links
   * (返回{title}), the permission choices and the server's authority names, the manual's section.
   */
  readonly title: string;
  /** The element the page shows (its main one, where the page shows several). */
  readonly element?: `fms-${string}`;
  /** The page its back link leads to. */
  readonly parent?: PageId;
  /** Shown instead of `element` while one of their query parameters is present (a list's add and edit form). */
  readonly views?: readonly PageView<I>[];
  /** Tabs, each an element, in place of `element`. */
  readonly tabs?: PageTabs<I>;
  /** Further elements below the first, in a column (`stack`) or side by side (`columns`). */
  readonly more?: { readonly arrange: 'stack' | 'columns'; readonly elements: readonly PageElement<I>[] };
  /**
   * Tabs between sibling pages (links named by their titles, or by `labels`), those the user may not
   * open left out (a driver's manager-only pages too), and no nav when one link is left; `current`
   * marks another page's tab (a second route of the same list); `onlyWithout` shows them only while
   * the page's path lacks that parameter (the orders list, not an open order).
   */
  readonly nav?: {
    readonly label: string; readonly pages: readonly PageId[]; readonly labels?: Partial<Readonly<Record<PageId, string>>>;
    readonly current?: PageId; readonly onlyWithout?: ParamName<I>;
    /** Above the page's heading instead of below it (功能購買: the value-added pages' tabs head the page). */
    readonly first?: true;
  };
  /** Links shown above the element, each to a page by its id (`whileQuery`: only while the query has that parameter). */
  readonly links?: readonly PageLinkSpec[];
  /**
   * Shown as an alert in place of the element without a session: an app's web view opened other
   * than by the app (its URL tokens make the session, spec 2.10).
   */
  readonly signedOutAlert?: string;
  /**
   * An app's web view of the plus service (spec 2.9): it waits for the one-time-token hand-off of
   * ?carUid&onceToken and gives the car it brought to this attribute of its element.
   */
  readonly appHandOff?: string;
  /** The h1 names this page instead (every step of 功能購買 is headed by the flow's first page). */
  readonly headingOf?: PageId;
  /**
   * The ← 返回 link to the parent (or `to`), worded `label` where it does not name the target's
   * title; `onlyWith` / `onlyWithout` show it only while the page's path has / lacks that parameter
   * (an open order); of a list, the first shown (page-wiring's backFor). A link back to the page
   * itself leads to it without its parameters.
   */
  readonly back?: true | BackSpec<I> | readonly BackSpec<I>[];
  /**
   * The h1: `shown` (the element has no heading of its own); `brand`, the product's name on the
   * brand background above a public form (the sign-in layout), the title left out; `element`, none
   * from the page (the element carries its own h1: the terms, the download page). Left out, the
   * title is the h1 for screen readers only.
   */
  readonly heading?: 'shown' | 'brand' | 'element';
  /** `false`: no breadcrumbs although the page has a parent (public pages outside the console). */
  readonly breadcrumbs?: false;
  /** The page's max width in px (1200 when left out); `full` takes the whole width (a workspace). */
  readonly width?: number | 'full';
}

/** A public account form (sign-in layout): under the product's name, a narrow column, no breadcrumbs. */
const ACCOUNT_FORM = { heading: 'brand', breadcrumbs: false, width: 760 } as const;
/** A public document (terms, privacy, download): its own h1, a wider column, no breadcrumbs. */
const ACCOUNT_DOCUMENT = { heading: 'element', breadcrumbs: false, width: 960, remount: ['doc', 'variant'] } as const;

/** Between the maintenance list and the maintenance orders (spec 2.1). */
const MAINTENANCE_NAV = { label: '保修系統頁面', pages: ['maintenanceV2', 'maintenanceOrders'] } as const;
/** What the maintenance list opens: a car's data, a new or chosen reservation, a new order. */
const MAINTENANCE_LIST_EVENTS = {
  recordopen: { to: 'maintenanceV2Car', params: { uid: 'carUid' } },
  reservationadd: { to: 'maintenanceReservation', query: { car: 'carUid' } },
  reservationedit: { to: 'maintenanceReservation', params: { uid: 'recordUid' } },
  ordercreate: { to: 'maintenanceOrders', params: { uid: 'orderUid' } },
} as const;

/** A history page: the element's own heading, no breadcrumbs, a wide column. */
const HISTORY_PAGE = { heading: 'element', breadcrumbs: false, width: 1600 } as const;
/** /history is 軌跡回放 in the menu; a link back to it names what it shows, the cars. */
const HISTORY_CARS = '車輛列表';
/** A journey chosen in a list is replayed. */
const JOURNEY_REPLAY = { to: 'historyReplay', params: { carUid: 'carUid', journeyCode: 'journeyCode' } } as const;

/** A redeem page in the console: between the value-added service pages, no breadcrumbs, a wide column. */
const SERVICE_PAGE = {
  breadcrumbs: false, width: 1400,
  nav: { label: '加值服務頁面', pages: ['serviceManagement', 'service', 'serviceExchange', 'serviceRecord'] },
} as const;
/** The car of ?carUid=, or the element's own choice without it; another car mounts a fresh element. */
const SERVICE_CAR = { attributes: { 'car-uid': { query: 'carUid' } }, remount: ['car-uid'] } as const;
/** A redeem page in the app's web view: the whole width, an alert in its place when opened without the app's tokens. */
const SERVICE_APP_PAGE = { breadcrumbs: false, width: 'full', signedOutAlert: '請由 App 開啟此頁面，以查看車輛的加值服務。' } as const;

/** A page of the purchase: the checkout at one step, headed by the flow's first page, moving to the step it names. */
const purchase = (flow: 'purchaseWeb' | 'purchaseApp', step: string, returnPath: string) => ({
  element: 'fms-service-checkout', heading: 'shown', headingOf: flow === 'purchaseWeb' ? 'serviceManagement' : 'purchaseApp', breadcrumbs: false,
  attributes: { step, 'return-path': returnPath },
  events: { checkoutstep: { toStepOf: flow, query: { orderCode: 'orderCode' }, replaceIf: 'replace' } },
}) as const;
/** A step of 功能購買 in the console; the card provider returns to its payment page. */
const webPurchase = (step: 'service' | 'cars' | 'plan' | 'confirm' | 'payment') => purchase('purchaseWeb', step, pathOf('purchasePayment'));
/** A step of the app's purchase, for the car of the hand-off; the card provider returns to /serviceManagement/app/redirect. */
const appPurchase = (step: 'overview' | 'service' | 'cars' | 'plan' | 'confirm' | 'payment') =>
  ({ ...purchase('purchaseApp', step, pathOf('purchaseAppRedirect')), appHandOff: 'car-uid' }) as const;

/** Where the card provider brings an order bought again back to: the order's detail, `{uid}` filled by the element. */
const orderReturn = (detail: 'serviceOrderDetail' | 'serviceOrderAppDetail') => `${pathOf(detail)}?uid={uid}`;
/** An order bought again with an ATM payment opens its detail (with the account to pay to). */
const REPURCHASED = <T extends 'serviceOrderDetail' | 'serviceOrderAppDetail'>(to: T) =>
  ({ to, query: { uid: 'uid' }, onlyIf: { paymentMethod: 'atm' } }) as const;
/** An order page in the app's web view: the car of the hand-off, the whole width, no breadcrumbs. */
const APP_ORDER_PAGE = { breadcrumbs: false, width: 'full', appHandOff: 'car-uid' } as const;
/** An order of the app's web view in one of the element's views, back to the car's orders. */
const appOrder = (view: 'detail' | 'payment-account' | 'repurchase') => ({
  ...APP_ORDER_PAGE, back: true,
  attributes: { 'order-uid': { query: 'uid' }, view, 'return-path': orderReturn('serviceOrderAppDetail') }, remount: ['order-uid'],
  events: { orderrepurchase: REPURCHASED('serviceOrderAppDetail') },
}) as const;

/** A task page: the element's own heading, no breadcrumbs. */
const TASK_PAGE = { heading: 'element', breadcrumbs: false, width: 1400 } as const;
/**
 * Between the task list and the dispatch schedules (spec 2.1), for managers (a driver has no
 * schedules, so no nav); the tab names the list beside the schedules.
 */
const TASK_NAV = { label: '任務派遣頁面', pages: ['taskManagement', 'taskSchedules'], labels: { taskManagement: '任務列表' } } as const;
/** A task form saved opens the task; cancelled, the list. */
const TASK_FORM_EVENTS = { tasksave: { to: 'taskSingle', params: { uid: 'taskUid' } }, taskcancel: { to: 'taskManagement' } } as const;
/** A schedule form previews its schedule, or goes back to the schedules. */
const SCHEDULE_FORM_EVENTS = { schedulepreview: { to: 'schedulePreview' }, schedulecancel: { to: 'taskSchedules' } } as const;

export const PAGE_DETAILS = {
  signIn: { title: '登入', element: 'fms-sign-in' },
  // The public account pages: a form under the product's name in a narrow column, or a document
  // with its own h1; no breadcrumbs outside the console. Each step's attributes mount a fresh element.
  forgetPassword: { title: '忘記密碼', element: 'fms-forgot-password', parent: 'signIn', ...ACCOUNT_FORM },
  verifyOtp: { title: '驗證碼確認', element: 'fms-otp-verify', parent: 'forgetPassword', ...ACCOUNT_FORM, attributes: { mode: 'reset' }, remount: ['mode'] },
  resetPassword: { title: '重設密碼', element: 'fms-reset-password', parent: 'signIn', ...ACCOUNT_FORM, attributes: { mode: 'otp' }, remount: ['mode'] },
  regularResetPassword: { title: '定期變更密碼', element: 'fms-reset-password', parent: 'signIn', ...ACCOUNT_FORM, attributes: { mode: 'periodic' }, remount: ['mode'] },
  registerTerms: { title: '企業註冊：服務條款', element: 'fms-register', parent: 'signIn', ...ACCOUNT_FORM, attributes: { step: '1' }, remount: ['step'] },
  registerEnterprise: { title: '企業註冊：企業資料', element: 'fms-register', parent: 'registerTerms', ...ACCOUNT_FORM, attributes: { step: '2' }, remount: ['step'] },
  registerAdmin: { title: '企業註冊：管理員帳號', element: 'fms-register', parent: 'registerEnterprise', ...ACCOUNT_FORM, attributes: { step: '3' }, remount: ['step'] },
  registerResult: { title: '企業註冊：完成驗證', element: 'fms-register', parent: 'signIn', ...ACCOUNT_FORM, attributes: { step: 'result' }, remount: ['step'] },
  verify: { title: '帳號驗證', element: 'fms-verify-account', parent: 'signIn', ...ACCOUNT_FORM, remount: ['outcome'] },
  verifySuccess: { title: '帳號驗證成功', element: 'fms-verify-account', parent: 'signIn', ...ACCOUNT_FORM, attributes: { outcome: 'success' }, remount: ['outcome'] },
  verifyError: { title: '帳號驗證失敗', element: 'fms-verify-account', parent: 'signIn', ...ACCOUNT_FORM, attributes: { outcome: 'error' }, remount: ['outcome'] },
  privacy: { title: '隱私權政策', element: 'fms-legal-text', ...ACCOUNT_DOCUMENT, attributes: { doc: 'privacy', variant: 'web' } },
  serviceTerm: { title: '服務條款', element: 'fms-legal-text', ...ACCOUNT_DOCUMENT, attributes: { doc: 'terms', variant: 'web' } },
  downloadApp: { title: '下載 App', element: 'fms-app-download', ...ACCOUNT_DOCUMENT },
  appPrivacy: { title: '隱私權政策', element: 'fms-legal-text', ...ACCOUNT_DOCUMENT, attributes: { doc: 'privacy', variant: 'app' } },
  appServiceTerms: { title: '服務條款', element: 'fms-legal-text', ...ACCOUNT_DOCUMENT, attributes: { doc: 'terms', variant: 'app' } },
  serviceTermApp: { title: '服務條款', element: 'fms-legal-text', ...ACCOUNT_DOCUMENT, attributes: { doc: 'terms', variant: 'app' } },
  noAuth: { title: '沒有權限' },
  construction: { title: '建置中' },
  monitor: { title: '監控地圖', element: 'fms-monitor-map' },
  externalDevice: {
    title: '外接設備', element: 'fms-device-detail', parent: 'monitor', heading: 'shown',
    attributes: { 'car-uid': { param: 'uid' } },
    events: { carselect: { to: 'externalDevice', params: { uid: 'carUid' } } },
  },
  realTime: {
    title: '即時影像', element: 'fms-live-video', width: 'full',
    attributes: { 'car-uid': { query: 'carUid' }, layout: { query: 'layout', oneOf: ['1', '2'], otherwise: '4' } },
    // Choosing another car replaces the entry, so a reload keeps it and back leaves the page.
    events: { carselect: { to: 'realTime', query: { carUid: 'carUid' }, keepQuery: true, replace: true } },
  },
  voiceMessage: { title: '語音訊息', element: 'fms-voice-message', heading: 'shown', attributes: { 'car-uid': { query: 'carUid' } } },
  testHls: { title: '串流測試' },
  dvrForApp: { title: '行車紀錄器' },
  // The history pages: each element has its own heading; no breadcrumbs. A car opened from the cars,
  // and 行程確認, carry the days chosen there (core's $historyDays: ?startDate&endDate, both or none).
  history: {
    title: '軌跡回放', element: 'fms-history-cars', ...HISTORY_PAGE,
    events: {
      caropen: { to: 'historyJourneys', params: { carUid: 'carUid' }, queryFrom: 'historyDays' },
      reviewopen: { to: 'journeyManagement', queryFrom: 'historyDays' },
    },
  },
  historyJourneys: {
    title: '行程列表', element: 'fms-journey-list', parent: 'history', ...HISTORY_PAGE, back: { label: HISTORY_CARS },
    attributes: { 'car-uid': { param: 'carUid' }, 'start-date': { query: 'startDate' }, 'end-date': { query: 'endDate' } }, remount: ['car-uid'],
    events: { journeyopen: JOURNEY_REPLAY },
  },
  historyReplay: {
    title: '行程回放', element: 'fms-track-playback', parent: 'historyJourneys', ...HISTORY_PAGE,
    // Back to the car's journeys; a replay without a car, to the cars.
    back: [{ onlyWith: 'carUid' }, { to: 'history', label: HISTORY_CARS }],
    // ?at= (ms) starts the replay at that moment; another journey or moment mounts a fresh replay.
    attributes: { 'journey-code': { param: 'journeyCode' }, 'car-uid': { param: 'carUid' }, 'start-at': { query: 'at' } },
    remount: ['car-uid', 'journey-code', 'start-at'],
  },
  journeyManagement: {
    title: '行程審閱', element: 'fms-journey-review', parent: 'history', ...HISTORY_PAGE,
    attributes: { 'start-date': { query: 'startDate' }, 'end-date': { query: 'endDate' } },
    events: { journeyopen: JOURNEY_REPLAY },
  },
  videoHistory: {
    title: '影像調閱', element: 'fms-video-history', heading: 'shown', width: 1400,
    nav: { label: '影像調閱頁面', pages: ['videoHistory', 'videoDownload', 'videoIndexOld'] },
    attributes: { 'car-uid': { query: 'carUid' }, day: { query: 'day' } },
    events: {
      carselect: { to: 'videoHistory', query: { carUid: 'carUid' }, keepQuery: true, replace: true },
      dayselect: { to: 'videoHistory', query: { day: 'day' }, keepQuery: true, replace: true },
    },
  },
  videoDownload: {
    title: '影像下載', element: 'fms-video-requests', parent: 'videoHistory', heading: 'shown', width: 1400,
    nav: { label: '影像調閱頁面', pages: ['videoHistory', 'videoDownload', 'videoIndexOld'] },
    attributes: { view: 'download', 'car-uid': { query: 'carUid' } },
  },
  videoIndexOld: {
    title: '調閱紀錄', element: 'fms-video-requests', parent: 'videoHistory', heading: 'shown', width: 1400,
    nav: { label: '影像調閱頁面', pages: ['videoHistory', 'videoDownload', 'videoIndexOld'] },
    attributes: { view: 'index', 'car-uid': { query: 'carUid' } },
    events: { videoopen: { to: 'videoHistory', query: { carUid: 'carUid', day: 'day' } } },
  },
  // The task pages (the draft of a schedule being previewed in core's $scheduleDraft).
  taskManagement: {
    title: '任務管理', element: 'fms-task-list', ...TASK_PAGE, nav: TASK_NAV,
    events: {
      taskadd: { to: 'taskAdd' }, taskopen: { to: 'taskSingle', params: { uid: 'taskUid' } },
      taskedit: { to: 'taskEdit', params: { uid: 'taskUid' } },
    },
  },
  taskAdd: { title: '新增任務', element: 'fms-task-form', parent: 'taskManagement', ...TASK_PAGE, events: TASK_FORM_EVENTS },
  taskEditNew: { title: '編輯任務', element: 'fms-task-form', parent: 'taskManagement', ...TASK_PAGE, events: TASK_FORM_EVENTS },
  scheduleAdd: { title: '新增派遣排程', element: 'fms-schedule-form', parent: 'taskSchedules', ...TASK_PAGE, back: true, events: SCHEDULE_FORM_EVENTS },
  taskSchedules: {
    title: '派遣排程', element: 'fms-schedule-list', parent: 'taskManagement', ...TASK_PAGE, nav: TASK_NAV,
    // A schedule form opened from the list starts without the draft of an earlier preview.
    events: {
      scheduleadd: { to: 'scheduleAdd', before: 'clearScheduleDraft' },
      scheduleedit: { to: 'scheduleEdit', params: { uid: 'scheduleUid' }, before: 'clearScheduleDraft' },
    },
  },
  schedulePreview: {
    title: '預覽派遣排程', element: 'fms-schedule-preview', parent: 'taskSchedules', ...TASK_PAGE,
    // 返回編輯 opens the form of the schedule drafted: the add form for a new one.
    events: { schedulerevise: { to: 'scheduleEdit', params: { uid: 'scheduleUid' }, emptyTo: 'scheduleAdd' }, schedulesave: { to: 'taskSchedules' } },
  },
  scheduleEdit: {
    title: '編輯派遣排程', element: 'fms-schedule-form', parent: 'taskSchedules', ...TASK_PAGE, back: true,
    attributes: { 'schedule-uid': { param: 'uid' } }, remount: ['schedule-uid'], events: SCHEDULE_FORM_EVENTS,
  },
  taskEdit: {
    title: '編輯任務', element: 'fms-task-form', parent: 'taskManagement', ...TASK_PAGE,
    attributes: { 'task-uid': { param: 'uid' } }, remount: ['task-uid'], events: TASK_FORM_EVENTS,
  },
  taskSingle: {
    title: '任務詳情', element: 'fms-task-detail', parent: 'taskManagement', ...TASK_PAGE, back: true,
    attributes: { 'task-uid': { param: 'uid' } }, remount: ['task-uid'], events: { taskedit: { to: 'taskEdit', params: { uid: 'taskUid' } } },
  },
  eventList: {
    title: '事件列表', element: 'fms-event-list', width: 1400,
    links: [{ to: 'eventOne', label: '車輛事件統計 →' }],
    events: { eventcaropen: { to: 'eventOne', params: { carUid: 'carUid' } } },
  },
  eventReport: { title: '月營運報表', element: 'fms-monthly-report' },
  eventOne: {
    title: '單車事件', element: 'fms-car-events', parent: 'eventList', back: true, width: 1400,
    attributes: { 'car-uid': { param: 'carUid' } }, remount: ['car-uid'],
    events: { eventcaropen: { to: 'eventOne', params: { carUid: 'carUid' } } },
  },
  maintenanceV2: { title: '保修列表', element: 'fms-maintenance-list', width: 1400, nav: MAINTENANCE_NAV, events: MAINTENANCE_LIST_EVENTS },
  maintenanceCycle: {
    title: '保修週期', element: 'fms-maintenance-cycles', width: 1280,
    events: { cycleadd: { to: 'maintenanceCycle', set: { add: '1' } }, cycleedit: { to: 'maintenanceCycle', query: { edit: 'cycleUid' } } },
    // The editor of a new or chosen cycle, kept in the query so a reload or back keeps it.
    views: [{
      when: ['edit', 'add'], element: 'fms-cycle-editor', attributes: { 'cycle-uid': { query: 'edit' } }, remount: ['cycle-uid'],
      events: { cyclesave: { to: 'maintenanceCycle' }, cyclecancel: { to: 'maintenanceCycle' } },
    }],
  },
  maintenance: {
    title: '保修紀錄', element: 'fms-maintenance-records', width: 1280,
    events: { recordopen: { to: 'maintenanceRecord', params: { uid: 'recordUid' } }, recordreview: { to: 'maintenanceReview', params: { uid: 'recordUid' } } },
  },
  maintenanceRecords: {
    title: '保修紀錄列表', element: 'fms-maintenance-records', parent: 'maintenance', width: 1280,
    events: { recordopen: { to: 'maintenanceRecord', params: { uid: 'recordUid' } }, recordreview: { to: 'maintenanceReview', params: { uid: 'recordUid' } } },
  },
  maintenanceRecord: {
    title: '保修紀錄資料', element: 'fms-maintenance-record', parent: 'maintenance', back: true, width: 1280,
    attributes: { 'record-uid': { param: 'uid' } }, remount: ['record-uid'],
  },
  maintenanceReview: {
    title: '審閱保修紀錄', element: 'fms-maintenance-record', parent: 'maintenance', back: true, width: 1280,
    attributes: { 'record-uid': { param: 'uid' }, review: true }, remount: ['record-uid'],
    events: { recordopen: { to: 'maintenanceRecord', params: { uid: 'recordUid' } } },
  },
  maintenanceV2Data: {
    title: '保修資料', element: 'fms-maintenance-list', parent: 'maintenanceV2', width: 1400,
    nav: { ...MAINTENANCE_NAV, current: 'maintenanceV2' }, events: MAINTENANCE_LIST_EVENTS,
  },
  maintenanceV2Car: {
    title: '車輛保修資料', element: 'fms-maintenance-list', parent: 'maintenanceV2', back: true, width: 1400,
    attributes: { 'car-uid': { param: 'uid' } }, remount: ['car-uid'], events: MAINTENANCE_LIST_EVENTS,
  },
  // One route for the orders and an open order: the nav without an order, the back link to the orders with one.
  maintenanceOrders: {
    title: '保修工單', element: 'fms-maintenance-orders', parent: 'maintenanceV2', width: 1400,
    nav: { ...MAINTENANCE_NAV, onlyWithout: 'uid' }, back: { to: 'maintenanceOrders', onlyWith: 'uid' },
    attributes: { 'order-uid': { param: 'uid' } },
    events: { orderfocus: { to: 'maintenanceOrders', params: { uid: 'orderUid' }, replace: true } },
  },
  maintenanceReservation: {
    title: '保修預約', element: 'fms-maintenance-reservation', parent: 'maintenanceV2', back: true, heading: 'element', width: 1400,
    // ?car= preselects the car of a new reservation.
    attributes: { 'record-uid': { param: 'uid' }, 'car-uid': { query: 'car' } }, remount: ['record-uid', 'car-uid'],
    events: { reservationsave: { to: 'maintenanceV2Car', params: { uid: 'carUid' } }, reservationcancel: { to: 'maintenanceV2' } },
  },
  enterprise: { title: '車隊資料', element: 'fms-enterprise-form', heading: 'shown', width: 800 },
  carManagement: {
    title: '車輛管理', element: 'fms-car-list', width: 1280,
    // The spec's detail route has no parameter: the car rides in the query.
    events: { caropen: { to: 'carDetail', query: { carUid: 'carUid' } } },
  },
  carDetail: { title: '車輛詳情', element: 'fms-car-detail', parent: 'carManagement', width: 1280, attributes: { 'car-uid': { query: 'carUid' } } },
  userManagement: {
    title: '帳號管理', element: 'fms-user-list', width: 1280,
    events: { useradd: { to: 'userManagement', set: { add: '1' } }, useredit: { to: 'userManagement', query: { edit: 'uid' } } },
    views: [{
      when: ['edit', 'add'], element: 'fms-user-form', attributes: { 'user-uid': { query: 'edit' } }, remount: ['user-uid'],
      events: { usersave: { to: 'userManagement' }, editcancel: { to: 'userManagement' } },
    }],
  },
  driverManagement: {
    title: '駕駛管理', element: 'fms-driver-list', width: 1280,
    events: { driveradd: { to: 'driverManagement', set: { add: '1' } }, driveredit: { to: 'driverManagement', query: { edit: 'uid' } } },
    views: [{
      when: ['edit', 'add'], element: 'fms-user-form', attributes: { 'user-uid': { query: 'edit' }, driver: true }, remount: ['user-uid'],
      events: { usersave: { to: 'driverManagement' }, editcancel: { to: 'driverManagement' } },
    }],
  },
  driverPerformance: {
    title: '駕駛績效', element: 'fms-driver-performance', parent: 'driverManagement', back: true, width: 1400,
    attributes: { 'driver-uid': { param: 'uid' } },
    events: { driverselect: { to: 'driverPerformance', params: { uid: 'driverUid' } } },
  },
  fence: {
    title: '圍籬管理', heading: 'shown', width: 1400,
    // Common routes are the second tab (spec 1 'manage geofences and common routes'; both P_P08).
    tabs: {
      query: 'tab',
      items: [
        {
          key: 'fences', label: '圍籬', element: 'fms-fence-list',
          events: { fenceadd: { to: 'fenceAdd' }, fenceopen: { to: 'fenceEdit', params: { uid: 'fenceUid' } } },
        },
        { key: 'routes', label: '常用路線', element: 'fms-route-list' },
      ],
    },
  },
  fenceAdd: {
    title: '新增圍籬', element: 'fms-fence-editor', parent: 'fence', width: 'full',
    events: { fencesave: { to: 'fence' }, fencecancel: { to: 'fence' } },
  },
  fenceEdit: {
    title: '編輯圍籬', element: 'fms-fence-editor', parent: 'fence', width: 'full',
    attributes: { 'fence-uid': { param: 'uid' } }, remount: ['fence-uid'],
    events: { fencesave: { to: 'fence' }, fencecancel: { to: 'fence' } },
  },
  // 功能購買 (P_P44): every step is fms-service-checkout at its step of the flow table
  // (core/plus/purchase.ts), which also names the page a step the element moves to opens.
  serviceManagement: { title: '功能購買', ...webPurchase('service'), nav: { ...SERVICE_PAGE.nav, first: true } },
  purchaseCars: { title: '功能購買：選擇車輛', parent: 'serviceManagement', ...webPurchase('cars') },
  purchasePlan: { title: '功能購買：選擇方案', parent: 'serviceManagement', ...webPurchase('plan') },
  purchaseConfirm: { title: '功能購買：確認付款', parent: 'serviceManagement', ...webPurchase('confirm') },
  purchasePayment: { title: '功能購買：付款結果', parent: 'serviceManagement', ...webPurchase('payment') },
  // The plus service orders (spec 2.11 'Service orders'): an order opened, or bought again with an
  // ATM payment (a card payment leaves for the card provider, which comes back to return-path).
  serviceOrder: {
    title: '訂單管理', element: 'fms-service-orders', breadcrumbs: false, width: 1400,
    events: { orderselect: { to: 'serviceOrderDetail', query: { uid: 'uid' } } },
  },
  serviceOrderDetail: {
    title: '訂單詳情', element: 'fms-service-order', parent: 'serviceOrder', breadcrumbs: false, width: 1000, back: { label: '訂單列表' },
    attributes: { 'order-uid': { query: 'uid' }, 'return-path': orderReturn('serviceOrderDetail') }, remount: ['order-uid'],
    events: { orderrepurchase: REPURCHASED('serviceOrderDetail') },
  },
  // The redeem pages (spec 2.11 'Service redeem'): ?carUid= fixes the car; a car chosen on /service
  // stays in the address (replacing the entry), and a link leads back to the choice while one is set.
  service: {
    title: '車輛服務', element: 'fms-car-services', ...SERVICE_PAGE, ...SERVICE_CAR,
    links: [{ to: 'service', label: '選擇其他車輛', whileQuery: 'carUid' }],
    events: { carselect: { to: 'service', query: { carUid: 'carUid' }, replace: true } },
  },
  serviceExchange: {
    title: '序號兌換', element: 'fms-service-redeem', parent: 'service', ...SERVICE_PAGE, ...SERVICE_CAR,
    links: [{ to: 'serviceExchange', label: '改選其他車輛', whileQuery: 'carUid' }],
  },
  serviceRecord: {
    title: '服務紀錄', element: 'fms-service-record', parent: 'service', ...SERVICE_PAGE, ...SERVICE_CAR,
    links: [{ to: 'serviceRecord', label: '顯示所有車輛', whileQuery: 'carUid' }],
  },
  // The app's web views of the same, for the car of ?carUid= (the app's URL tokens make the session).
  serviceApp: { title: '車輛服務', element: 'fms-car-services', ...SERVICE_APP_PAGE, attributes: { 'car-uid': { query: 'carUid' }, 'in-app': true } },
  serviceAppDetail: { title: '服務紀錄', element: 'fms-service-record', parent: 'serviceApp', ...SERVICE_APP_PAGE, attributes: SERVICE_CAR.attributes },
  serviceAppExchange: { title: '序號兌換', element: 'fms-service-redeem', parent: 'serviceApp', ...SERVICE_APP_PAGE, attributes: SERVICE_CAR.attributes },
  // The app's purchase (spec 2.9), for the car the app handed off; the card provider returns to /redirect.
  purchaseApp: { title: '加值服務', ...appPurchase('overview') },
  purchaseAppPayment: { title: '加值服務：付款結果', parent: 'purchaseApp', ...appPurchase('payment') },
  purchaseAppPlans: { title: '加值服務：選擇服務', parent: 'purchaseApp', ...appPurchase('service') },
  purchaseAppRedirect: { title: '加值服務：付款返回', parent: 'purchaseApp', ...appPurchase('payment') },
  purchaseAppCars: { title: '加值服務：選擇車輛', parent: 'purchaseApp', ...appPurchase('cars') },
  purchaseAppPlan: { title: '加值服務：選擇方案', parent: 'purchaseApp', ...appPurchase('plan') },
  purchaseAppConfirm: { title: '加值服務：確認付款', parent: 'purchaseApp', ...appPurchase('confirm') },
  // The app's web views of the orders, for the car the app handed off (?carUid&onceToken).
  serviceOrderAppDetail: { title: '訂單詳情', element: 'fms-service-order', parent: 'serviceOrderAppHistory', ...appOrder('detail') },
  serviceOrderAppHistory: {
    title: '訂單紀錄', element: 'fms-service-orders', ...APP_ORDER_PAGE,
    events: { orderselect: { to: 'serviceOrderAppDetail', query: { uid: 'uid' } } },
  },
  serviceOrderAppAccount: { title: '付款帳號', element: 'fms-service-order', parent: 'serviceOrderAppHistory', ...appOrder('payment-account') },
  serviceOrderAppRepurchase: { title: '再次購買', element: 'fms-service-order', parent: 'serviceOrderAppHistory', ...appOrder('repurchase') },
  setting: {
    title: '參數設定', element: 'fms-settings-form', heading: 'shown',
    more: { arrange: 'stack', elements: [{ element: 'fms-option-lists' }] },
  },
  customize: { title: '自訂內容', element: 'fms-custom-content', heading: 'shown' },
  log: { title: '操作紀錄', element: 'fms-operation-log' },
  user: {
    title: '我的帳號', element: 'fms-user-profile', heading: 'shown', width: 1040,
    more: { arrange: 'columns', elements: [{ element: 'fms-password-change' }] },
  },
  notice: { title: '通知', element: 'fms-notice-list' },
} as const satisfies { readonly [I in PageId]: PageDetail<I> };

/** A page's title, element and parent. */
export const detailOf = (id: PageId): PageDetail => PAGE_DETAILS[id];

/** A page's one name (spec 2.1, 2.4). */
export const titleOf = (id: PageId): string => PAGE_DETAILS[id].title;
