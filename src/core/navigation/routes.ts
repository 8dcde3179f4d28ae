import { normalizePath } from './query';

/**
 * Every route of spec 2.1. A `:name` segment is a parameter; `:name?` may be left out.
 * Which application renders a route is the root config's business; this list only answers
 * "is this a page at all?" so the guards can give the not-found outcome (spec 2.1, 8).
 */
export const ROUTE_PATTERNS: readonly string[] = [
  '/', '/appPrivacy', '/appServiceTerms', '/privacy', '/serviceTerm', '/serviceTerm/app', '/downloadApp',
  '/construction', '/noAuth',
  '/carManagement', '/carManagement/detail', '/customize', '/enterprise', '/setting', '/user', '/userManagement',
  '/driver/management',
  '/dvrForApp', '/testHLS', '/videoHistory', '/videoHistory/download', '/videoHistory/indexOld', '/voiceMessage',
  '/fence', '/fence/add',
  '/forgetPassword', '/resetPassword', '/regularResetPassword',
  '/history', '/journeyManagement', '/log', '/monitor', '/realTime', '/notice',
  '/event/list', '/event/report',
  '/maintenance', '/maintenance/data', '/maintenanceCycle', '/maintenanceV2', '/maintenanceV2/data',
  '/register/step1', '/register/step2', '/register/step3', '/register/result',
  '/verify', '/verify/error', '/verify/success', '/verifyOTP',
  '/service', '/service/app', '/service/app/detail', '/service/app/exchange', '/service/exchange', '/service/record',
  '/serviceManagement', '/serviceManagement/payment', '/serviceManagement/step1', '/serviceManagement/step2',
  '/serviceManagement/step3',
  '/serviceManagement/app', '/serviceManagement/app/payment', '/serviceManagement/app/plans',
  '/serviceManagement/app/redirect', '/serviceManagement/app/step1', '/serviceManagement/app/step2',
  '/serviceManagement/app/step3',
  '/serviceOrder', '/serviceOrder/detail', '/serviceOrder/app/detail', '/serviceOrder/app/history',
  '/serviceOrder/app/paymentAccount', '/serviceOrder/app/repurchase',
  '/task/add', '/task/edit', '/task/management', '/task/add/schedule', '/task/edit/schedule', '/task/preview/schedule',
  '/task/edit/schedule/:uid',
  '/driver/performance/:uid?',
  '/event/one/:carUid?',
  '/externalDevice/detail/:uid?',
  '/fence/edit/:uid?',
  '/history/journey/:carUid',
  '/history/journey/:carUid?/location/:journeyCode?',
  '/maintenance/data/:uid',
  '/maintenance/review/:uid?',
  '/maintenanceV2/data/:uid',
  '/maintenanceV2/orderData/:uid?',
  '/maintenanceV2/reservationData/:uid?',
  '/task/edit/:uid',
  '/task/single/:uid?',
];

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

interface Compiled {
  pattern: string;
  regex: RegExp;
  names: string[];
}

function compile(pattern: string): Compiled {
  const names: string[] = [];
  const source = pattern === '/' ? '' : pattern.split('/').slice(1).map((segment) => {
    const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
    if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    names.push(param[1]);
    return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }).join('');
  return { pattern, regex: new RegExp(`^${source || '/'}$`), names };
}

const COMPILED = ROUTE_PATTERNS.map(compile);

/** The route a path belongs to, with its parameters, or null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const normal = normalizePath(path);
  for (const route of COMPILED) {
    const found = route.regex.exec(normal);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      if (found[i + 1] !== undefined) params[name] = decodeURIComponent(found[i + 1]);
    });
    return { pattern: route.pattern, params };
  }
  return null;
}

export function isKnownPath(path: string): boolean {
  return matchRoute(path) !== null;
}
