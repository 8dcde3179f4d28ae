import { DTC_BASE_BY_CODE } from './base';
import { normalizeDtcCode } from './code';
import type { DtcDictionary, DtcEntry, DtcLevel, DtcLevelTable } from './types';

/**
 * Turns a level table into a dictionary. Keys keep the table's spelling (so 'P20C D' stays as the
 * source has it); names and descriptions come from the shared base rows. Throws on a code the base
 * does not know or on a code listed twice: the data is static, so a mistake fails every test run.
 */
export function buildDictionary<L extends DtcLevel>(table: DtcLevelTable<L>): DtcDictionary<L> {
  const dictionary: Record<string, DtcEntry<L>> = {};
  const listed = new Set<string>();
  for (const level of Object.keys(table) as L[]) {
    for (const key of table[level]) {
      const code = normalizeDtcCode(key);
      const base = DTC_BASE_BY_CODE.get(code);
      if (!base) throw new Error(`DTC level table names unknown code '${key}'`);
      if (listed.has(code)) throw new Error(`DTC level table lists ${code} twice`);
      listed.add(code);
      dictionary[key] = Object.freeze({ name: base.name, level, description: base.description });
    }
  }
  return Object.freeze(dictionary);
}
