const PREFIX = '/driver/performance';

/** The driver of /driver/performance/{uid?} (spec 2.1), '' when none is named. */
export function driverUidOf(path: string): string {
  const tail = path.startsWith(PREFIX) ? path.slice(PREFIX.length).replace(/^\/+|\/+$/g, '') : '';
  return tail ? decodeURIComponent(tail) : '';
}

/** The page of a driver. */
export const performancePath = (driverUid: string) => `${PREFIX}/${encodeURIComponent(driverUid)}`;
