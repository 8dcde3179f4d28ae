import { ROLE_LABELS, type Role } from '../api/contract/vocabulary/people';

/** Roles and licence classes with their labels, declared in the vocabulary. */
export { LICENSE_CLASS_LABELS, ROLE_LABELS } from '../api/contract/vocabulary/people';

/** The label of a role; an unknown one reads as itself. */
export const roleLabel = (role: unknown): string =>
  (typeof role === 'string' && Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : String(role ?? ''));

/** One entry of a driver's carList (spec 3 'User / driver'). */
export interface DriverCarEntry {
  carUid: string;
  carNo: string;
  enabledCode?: boolean;
  deleted?: boolean;
}

/**
 * The driver's car (spec 3, 5): the first carList entry, used only when it is under management
 * (enabledCode) and not deleted; otherwise the driver has no car. A later entry never stands in.
 */
export function driversCar(carList: readonly DriverCarEntry[] | null | undefined): { carUid: string; carNo: string } | null {
  const first = carList?.[0];
  if (!first || first.enabledCode !== true || first.deleted === true) return null;
  return { carUid: first.carUid, carNo: first.carNo };
}

/** The roles as choices {value, label}, for selects and filters. */
export const ROLE_CHOICES: ReadonlyArray<{ value: Role; label: string }> = /* @__PURE__ */ (Object.keys(ROLE_LABELS) as Role[])
  .map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The change a car choice for a driver makes: PUT car/v0/{uid} with driverUid, or nothing. */
export type CarAssignment =
  | { kind: 'none' }
  | { kind: 'assign'; carUid: string }
  | { kind: 'unassign'; carUid: string };

/**
 * What choosing `chosen` (a car uid, or null for the blank 選擇車號) does for a driver whose car
 * list is `carList`: the same car changes nothing; another car is assigned to the driver (it becomes
 * the first carList entry); the blank takes the driver's car (spec 3, 5) away, and with no car
 * changes nothing.
 */
export function carAssignment(carList: readonly DriverCarEntry[] | null | undefined, chosen: string | null): CarAssignment {
  const current = driversCar(carList);
  if (!chosen) return current ? { kind: 'unassign', carUid: current.carUid } : { kind: 'none' };
  if (current?.carUid === chosen) return { kind: 'none' };
  return { kind: 'assign', carUid: chosen };
}
