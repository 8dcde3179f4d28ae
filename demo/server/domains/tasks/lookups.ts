import { withCarNumbers, type Reads } from '../../car-refs';
import { badInput } from '../../http/errors';
import { serviceOf, type OptionCategory } from '../../services';
import type { DriverDbRow } from '../core/user-reads';

/** Reads of other domains' records (drivers, options), always within one enterprise; cars: ../../car-refs.ts. */

/** enabledCode is the under-management flag (spec 3); a code, a number or a boolean depending on its source. */
export function isManaged(enabledCode: unknown): boolean {
  if (typeof enabledCode === 'string') return enabledCode !== '' && enabledCode !== '0' && enabledCode !== 'false';
  return Boolean(enabledCode);
}

/** A live driver of the enterprise a record refers to, through the core's 'core.users' (else 400 on the field). */
export async function referencedDriver(r: Reads, enterpriseUid: string, driverUid: string, field: string): Promise<DriverDbRow> {
  const [driver] = await serviceOf(r, 'core.users').drivers(r.db, enterpriseUid, [driverUid]);
  if (!driver) throw badInput(field, '找不到此司機。');
  return driver;
}

export type { OptionCategory };

/**
 * Names of the enterprise's options of a category, by uid, from the fleet's 'fleet.options'. Deleted
 * options still name the records that used them; `live` leaves them out (for choosing one).
 */
export function optionNames(r: Reads, enterpriseUid: string, category: OptionCategory, live = false): Promise<Map<string, string>> {
  return serviceOf(r, 'fleet.options').names(r.db, enterpriseUid, category, live);
}

/** Checks that every uid is an option of the category; names the first bad one's field. */
export async function requireOptions(r: Reads, enterpriseUid: string, category: OptionCategory, uids: readonly (string | null | undefined)[], field: (index: number) => string): Promise<Map<string, string>> {
  const names = await optionNames(r, enterpriseUid, category, true);
  uids.forEach((uid, i) => {
    if (uid && !names.has(uid)) throw badInput(field(i), '找不到此選項。');
  });
  return names;
}

/**
 * The rows, each with its car's number (`car_no`) and its driver's Chinese name (`zh_name`), deleted
 * ones too (null for an unknown one), from the fleet's and the core's reads: for a page's rows only.
 */
export async function withCarAndDriver<T extends { car_uid: string; driver_uid: string }>(r: Reads, rows: readonly T[]): Promise<Array<T & { car_no: string | null; zh_name: string | null }>> {
  const numbered = await withCarNumbers(r, rows);
  const names = await serviceOf(r, 'core.users').names(r.db, rows.map((row) => row.driver_uid));
  return numbered.map((row) => ({ ...row, zh_name: names.get(row.driver_uid) ?? null }));
}

export const refsOf = (uids: readonly string[], names: Map<string, string>) =>
  uids.map((uid) => ({ uid, name: names.get(uid) ?? '' }));
