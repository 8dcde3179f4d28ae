import type { Db } from '../../db/database';
import type { Reads } from '../../car-refs';
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
 * Names of the enterprise's options of a category, by uid. Deleted options still name the records
 * that used them; `live` leaves them out (for choosing one).
 */
export async function optionNames(db: Db, enterpriseUid: string, category: OptionCategory, live = false): Promise<Map<string, string>> {
  const rows = await db.query<{ uid: string; name: string }>(
    `SELECT uid, name FROM options WHERE enterprise_uid = $1 AND category = $2 ${live ? 'AND NOT deleted' : ''} ORDER BY sort, name`,
    [enterpriseUid, category],
  );
  return new Map(rows.map((r) => [r.uid, r.name]));
}

/** Checks that every uid is an option of the category; names the first bad one's field. */
export async function requireOptions(db: Db, enterpriseUid: string, category: OptionCategory, uids: readonly (string | null | undefined)[], field: (index: number) => string): Promise<Map<string, string>> {
  const names = await optionNames(db, enterpriseUid, category, true);
  uids.forEach((uid, i) => {
    if (uid && !names.has(uid)) throw badInput(field(i), '找不到此選項。');
  });
  return names;
}

export const refsOf = (uids: readonly string[], names: Map<string, string>) =>
  uids.map((uid) => ({ uid, name: names.get(uid) ?? '' }));
