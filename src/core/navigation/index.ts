export {
  formatLocation, formatQuery, isSameRoute, normalizePath, parseLocation, parseQuery, withoutParams,
  type Query, type QueryInput, type RouteLocation,
} from './query';
export { isKnownPath, matchRoute, ROUTE_PATTERNS, type RouteMatch } from './routes';
export { addLeaveCheck, leavesPage, mayLeave, type LeaveCheck } from './leave-checks';
export {
  $location, navigate, registerNavigationListener, startNavigation,
  type NavigateOptions, type NavigationInfo, type NavigationListener,
} from './router';
export {
  $inConsole, consoleHref, followLink, linkOutcome, markInConsole, NAV_REQUEST_EVENT,
  type LinkOutcome, type LinkTarget,
} from './follow-link';
