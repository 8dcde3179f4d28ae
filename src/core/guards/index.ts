export { hasAnyPermission, hasPermission } from './permissions';
export { HOME_PATH, isPublicPath, NO_AUTH_PATH, PUBLIC_PATHS, SIGN_IN_PATH } from './public-paths';
export { $maintenance, BYPASS_QUERY_PARAM, isBypass, isMaintenance, MAINTENANCE_TYPE, type MaintenanceState } from './maintenance';
export {
  authCheck, bulletinCheck, DEFAULT_PAGE_CHECKS, guardOutcome, PAGE_CHECKS, runPageChecks,
  type GuardContext, type GuardOutcome, type PageCheck, type RedirectTarget,
} from './outcome';
export {
  $pageCheck, BULLETIN_FETCH_FAILED, installGuards, refreshMaintenance, runGuards,
  type NavigationOutcome, type PageCheckState, type RunGuardsOptions,
} from './run';
export { mayOpenPath } from './may-open';
