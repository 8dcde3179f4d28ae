/**
 * The two permission checks of spec 6. The codes are part of the API contract
 * (core/api/contract/permissions); which code each page and menu item needs is in the page manifest
 * (core/pages).
 */

/** Group check: passes if the group is empty or the user holds any code of it (spec 6). */
export function hasAnyPermission(userCodes: readonly string[] | undefined, group: readonly string[]): boolean {
  if (group.length === 0) return true;
  return !!userCodes && group.some((code) => userCodes.includes(code));
}

/** Single-code check: passes if no list is given, or the list holds the code (spec 6). */
export function hasPermission(userCodes: readonly string[] | undefined | null, code: string): boolean {
  if (!userCodes) return true;
  return userCodes.includes(code);
}
