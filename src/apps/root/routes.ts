import { matchRoute, ROUTE_PATTERNS } from '../../core/navigation';
import type { LayoutName } from '../layouts/types';

/**
 * The route layout: every path of spec 2.1 (core ROUTE_PATTERNS) → the layout it sits in and the
 * application that renders its page. Declarative, so the whole console reads in one place and a
 * test checks that no route is left out. Pages of later issues render the construction page in
 * their own layout until their application exists. The table is explained in src/apps/README.md.
 */
export type AppName = 'sign-in' | 'account' | 'notice' | 'user' | 'status' | 'construction' | 'monitor'
  | 'realtime' | 'dvr-app' | 'test-hls' | 'voice' | 'device';

export interface RouteView {
  layout: LayoutName;
  app: AppName;
}

const group = (layout: LayoutName, app: AppName, patterns: readonly string[]) =>
  patterns.map((pattern) => [pattern, { layout, app }] as const);

export const ROUTE_LAYOUT: Readonly<Record<string, RouteView>> = Object.fromEntries([
  ...group('sign-in', 'sign-in', ['/']),
  ...group('sign-in', 'account', [
    '/forgetPassword', '/verifyOTP', '/resetPassword', '/regularResetPassword',
    '/register/step1', '/register/step2', '/register/step3', '/register/result',
    '/verify', '/verify/success', '/verify/error', '/privacy', '/serviceTerm', '/downloadApp',
  ]),
  // The app variants of the terms are web views: the no-sidebar layout gives them 返回 (spec 2.9).
  ...group('ops', 'account', ['/appPrivacy', '/appServiceTerms', '/serviceTerm/app']),
  ...group('default', 'notice', ['/notice']),
  ...group('default', 'user', ['/user']),
  ...group('default', 'status', ['/noAuth']),
  ...group('default', 'monitor', ['/monitor']),
  ...group('default', 'voice', ['/voiceMessage']),
  ...group('default', 'device', ['/externalDevice/detail/:uid?']),
  ...group('ops-sidebar', 'realtime', ['/realTime']),
  ...group('ops', 'test-hls', ['/testHLS']),
  ...group('mobile', 'dvr-app', ['/dvrForApp']),
  ...group('default', 'construction', [
    '/construction',
    '/history', '/journeyManagement', '/videoHistory', '/videoHistory/download', '/videoHistory/indexOld',
    '/task/add', '/task/edit', '/task/management', '/task/add/schedule', '/task/edit/schedule', '/task/preview/schedule',
    '/task/edit/schedule/:uid', '/task/edit/:uid', '/task/single/:uid?',
    '/event/list', '/event/report', '/event/one/:carUid?',
    '/maintenance', '/maintenance/data', '/maintenance/data/:uid', '/maintenance/review/:uid?', '/maintenanceCycle',
    '/maintenanceV2', '/maintenanceV2/data', '/maintenanceV2/data/:uid', '/maintenanceV2/orderData/:uid?',
    '/maintenanceV2/reservationData/:uid?',
    '/enterprise', '/carManagement', '/carManagement/detail', '/userManagement', '/driver/management',
    '/driver/performance/:uid?', '/fence', '/setting', '/customize', '/log',
    '/service', '/service/exchange', '/service/record',
    '/serviceManagement', '/serviceManagement/step1', '/serviceManagement/step2', '/serviceManagement/step3',
    '/serviceManagement/payment', '/serviceOrder', '/serviceOrder/detail',
  ]),
  // Full-width workspaces (live video, journey replay, fence drawing): the menu is a drawer.
  ...group('ops-sidebar', 'construction', [
    '/history/journey/:carUid', '/history/journey/:carUid?/location/:journeyCode?', '/fence/add', '/fence/edit/:uid?',
  ]),
  // The mobile app's web views (spec 2.9): service purchase, orders, redeem and live video.
  ...group('mobile', 'construction', [
    '/service/app', '/service/app/detail', '/service/app/exchange',
    '/serviceManagement/app', '/serviceManagement/app/payment', '/serviceManagement/app/plans',
    '/serviceManagement/app/redirect', '/serviceManagement/app/step1', '/serviceManagement/app/step2',
    '/serviceManagement/app/step3',
    '/serviceOrder/app/detail', '/serviceOrder/app/history', '/serviceOrder/app/paymentAccount', '/serviceOrder/app/repurchase',
  ]),
]);

/** Routes of spec 2.1 the table forgets (a test keeps this empty). */
export function unmappedRoutes(): string[] {
  return ROUTE_PATTERNS.filter((pattern) => !ROUTE_LAYOUT[pattern]);
}

/** The layout and application of a path; null for an unknown path (the guards give it 404). */
export function routeView(path: string): RouteView | null {
  const match = matchRoute(path);
  return match ? ROUTE_LAYOUT[match.pattern] ?? null : null;
}
