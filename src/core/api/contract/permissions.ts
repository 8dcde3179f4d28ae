/**
 * The permission codes (spec 6): the values of idData.authority.admin, the authority list's codes,
 * and what each call of the contract requires. Part of the contract, so the console's guards and
 * menu and the reference server read the same list.
 */
export const PERMISSION_CODES = [
  'P_P01', 'P_P02', 'P_P03', 'P_P04', 'P_P05', 'P_P06', 'P_P07', 'P_P08', 'P_P09', 'P_P10',
  'P_P12', 'P_P13', 'P_P15', 'P_P17', 'P_P18', 'P_P19', 'P_P20', 'P_P36', 'P_P38', 'P_P39',
  'P_P41', 'P_P44', 'P_P45',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];
