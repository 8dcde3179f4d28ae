import { normalizeDtcCode } from './code';
import { DTC_DICTIONARY_300 } from './dictionary-300';
import { DTC_DICTIONARY_500 } from './dictionary-500';
import { DTC_DICTIONARY_700 } from './dictionary-700';
import { dtcAdvice, isCriticalLevel } from './levels';
import { dtcTableGroup } from './model-group';
import type { DtcDictionary, DtcEntry, DtcLevel, DtcTableGroup } from './types';
import { DTC_SYSTEM_LABELS, type DtcSystem } from '../api/contract/vocabulary/dtc';

const DICTIONARIES: Readonly<Record<DtcTableGroup, DtcDictionary>> = {
  '300': DTC_DICTIONARY_300,
  '500': DTC_DICTIONARY_500,
  '700': DTC_DICTIONARY_700,
};

/**
 * The group used when a model matches no prefix of spec 9; the spec does not say which applies.
 * The first dictionary is chosen because it never marks a code as routine (no F) and treats
 * overheating and low oil pressure as A: for an unknown truck it is better to warn than to hide.
 */
export const FALLBACK_TABLE_GROUP: DtcTableGroup = '300';

export function dtcDictionary(group: DtcTableGroup): DtcDictionary {
  return DICTIONARIES[group];
}

/** The dictionary of the model's table group, or the first dictionary for an unknown model. */
export function dtcDictionaryForModel(model: string): DtcDictionary {
  return dtcDictionary(dtcTableGroup(model) ?? FALLBACK_TABLE_GROUP);
}

interface DtcIndex {
  readonly byCode: ReadonlyMap<string, DtcEntry>;
  readonly codes: readonly string[];
}

const indexes = new Map<DtcTableGroup, DtcIndex>();

/** Normalised keys over the raw data (built once per group, on first use; the raw data stays as is). */
function indexOf(group: DtcTableGroup): DtcIndex {
  let index = indexes.get(group);
  if (!index) {
    const byCode = new Map<string, DtcEntry>();
    for (const [key, entry] of Object.entries(DICTIONARIES[group])) {
      byCode.set(normalizeDtcCode(key), entry);
    }
    index = { byCode, codes: [...byCode.keys()] };
    indexes.set(group, index);
  }
  return index;
}

export interface DtcLookupResult {
  /** The code in canonical form (no whitespace, upper case), whatever the query or key spelling. */
  readonly code: string;
  readonly name: string;
  readonly level: DtcLevel;
  readonly description: string;
  readonly advice: string;
}

export function lookupDtcInGroup(code: string, group: DtcTableGroup): DtcLookupResult | null {
  const canonical = normalizeDtcCode(code);
  const entry = indexOf(group).byCode.get(canonical);
  if (!entry) return null;
  const { name, level, description } = entry;
  return { code: canonical, name, level, description, advice: dtcAdvice(level) };
}

/** Looks a code up in the dictionary of the model's table group (first dictionary if unknown). */
export function lookupDtc(code: string, model: string): DtcLookupResult | null {
  return lookupDtcInGroup(code, dtcTableGroup(model) ?? FALLBACK_TABLE_GROUP);
}

/** Spec 4: whether a DTC list holds a level-A code, judged by the model's table group. */
export function hasLevelA(codes: readonly string[], model: string): boolean {
  const group = dtcTableGroup(model) ?? FALLBACK_TABLE_GROUP;
  return codes.some((code) => {
    const found = lookupDtcInGroup(code, group);
    return found !== null && isCriticalLevel(found.level);
  });
}

/** The code families of spec 8 and their names, declared in the vocabulary. */
export { DTC_SYSTEM_LABELS, type DtcSystem };

const SYSTEM_BY_LETTER: Readonly<Record<string, DtcSystem>> = {
  P: 'powertrain',
  C: 'chassis',
  B: 'body',
  U: 'network',
};

/** The system a code belongs to, by its first letter (spec 8); null for anything else. */
export function dtcSystem(code: string): DtcSystem | null {
  return SYSTEM_BY_LETTER[normalizeDtcCode(code).charAt(0)] ?? null;
}

/**
 * A code of the group's dictionary, in canonical form, picked with the caller's random source
 * (a function returning [0, 1), e.g. Math.random or a seeded generator) so simulations can repeat.
 */
export function randomDtcCode(group: DtcTableGroup, rng: () => number): string {
  const { codes } = indexOf(group);
  const draw = rng();
  const position = Number.isFinite(draw) ? Math.floor(draw * codes.length) : 0;
  return codes[Math.min(codes.length - 1, Math.max(0, position))];
}
