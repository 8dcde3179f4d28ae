import { matchRoute } from '../../core/navigation';

/** The driver of /driver/performance/{uid?} (spec 2.1), '' when none is named. */
export const driverUidOf = (path: string): string => matchRoute(path)?.params.uid ?? '';

/** The page of a driver. */
export const performancePath = (driverUid: string) => `/driver/performance/${encodeURIComponent(driverUid)}`;
