/**
 * Permission codes and page prefixes (spec 6).
 */
export const PERMISSION_CODES = [
  'P_P01', 'P_P02', 'P_P03', 'P_P04', 'P_P05', 'P_P06', 'P_P07', 'P_P08', 'P_P09', 'P_P10',
  'P_P12', 'P_P13', 'P_P15', 'P_P17', 'P_P18', 'P_P19', 'P_P20', 'P_P36', 'P_P38', 'P_P39',
  'P_P41', 'P_P44', 'P_P45',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/**
 * Protected page prefixes in match order; the first matching prefix gives the code (spec 6).
 * /maintenance also covers /maintenanceCycle and /maintenanceV2 (P_P39); /monitor and
 * /externalDevice/detail share P_P01.
 */
export const PAGE_PERMISSIONS: ReadonlyArray<readonly [prefix: string, code: PermissionCode]> = [
  ['/monitor', 'P_P01'],
  ['/externalDevice/detail', 'P_P01'],
  ['/realTime', 'P_P02'],
  ['/voiceMessage', 'P_P20'],
  ['/history', 'P_P03'],
  ['/videoHistory', 'P_P04'],
  ['/task', 'P_P13'],
  ['/event', 'P_P05'],
  ['/maintenance', 'P_P39'],
  ['/enterprise', 'P_P10'],
  ['/carManagement', 'P_P06'],
  ['/userManagement', 'P_P07'],
  ['/driver', 'P_P12'],
  ['/fence', 'P_P08'],
  ['/setting', 'P_P09'],
  ['/customize', 'P_P18'],
  ['/log', 'P_P19'],
  ['/notice', 'P_P17'],
  ['/user', 'P_P36'],
  ['/serviceManagement', 'P_P44'],
  ['/serviceOrder', 'P_P45'],
];

/** Menu groups: a heading shows if the user holds any code of its group (spec 6). */
export const MENU_GROUPS = {
  monitor: ['P_P01', 'P_P02', 'P_P20'],
  history: ['P_P03', 'P_P04'],
  task: ['P_P13', 'P_P15'],
  analysis: ['P_P41', 'P_P05'],
  maintain: ['P_P38', 'P_P39', 'P_P44'],
  car: ['P_P10', 'P_P06', 'P_P07', 'P_P12', 'P_P08'],
  service: ['P_P44', 'P_P45'],
  setting: ['P_P09', 'P_P18', 'P_P19'],
} as const satisfies Record<string, readonly PermissionCode[]>;

export type MenuGroup = keyof typeof MENU_GROUPS;

/**
 * The code a path needs: the first matching prefix, or '' when none matches (spec 6).
 * A prefix matches the path itself or the path followed by '/' or any further characters,
 * as the original prefix test does (so /user also covers /userManagement's prefix order:
 * /userManagement is listed first and wins).
 */
export function permissionForPath(path: string): PermissionCode | '' {
  for (const [prefix, code] of PAGE_PERMISSIONS) if (path.startsWith(prefix)) return code;
  return '';
}

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
