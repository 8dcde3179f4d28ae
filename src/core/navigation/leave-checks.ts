import { isSameRoute, type RouteLocation } from './query';

/**
 * Asks before a page is left (issue 11: "unsaved changes confirmed before leaving"). A page with
 * unsaved changes adds a check; the router asks every check before it moves anywhere else (the
 * menu, a link, the back and forward buttons), a change of query included: an application may show
 * a form by its query (/userManagement?edit=…), and going back to the list leaves that form.
 * A check answers true to let the user go; it may ask the user first (a dialog) and answer later.
 */
export type LeaveCheck = (to: RouteLocation, from: RouteLocation) => boolean | Promise<boolean>;

const checks = new Set<LeaveCheck>();

/** Adds a check; returns the function that removes it (call it when the changes are saved or dropped). */
export function addLeaveCheck(check: LeaveCheck): () => void {
  checks.add(check);
  return () => void checks.delete(check);
}

/** Whether `to` leaves what `from` shows: another path or another query (the very same location does not). */
export function leavesPage(to: RouteLocation, from: RouteLocation): boolean {
  return !isSameRoute(to, from);
}

/**
 * Whether the user may go from `from` to `to`: every check agrees, asked one after another (a
 * refusal stops there, so the user is asked once). A check that throws refuses.
 */
export async function mayLeave(to: RouteLocation, from: RouteLocation): Promise<boolean> {
  if (!leavesPage(to, from)) return true;
  for (const check of [...checks]) {
    try {
      if (!(await check(to, from))) return false;
    } catch (error) {
      console.error('離開頁面的確認失敗 (leave check failed)', error);
      return false;
    }
  }
  return true;
}
