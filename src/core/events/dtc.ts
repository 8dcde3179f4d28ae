import { DTC_LEVELS, dtcAdvice, isDtcLevel, lookupDtc, type DtcLevel } from '../dtc';

/** What a DTC event shows (spec 3, 4, 8, 9): the code, its name, its level and the advice of that level. */
export interface EventDtc {
  code: string;
  /** The dictionary's Traditional Chinese name; '' when the code is not in the dictionary. */
  name: string;
  level: DtcLevel;
  /** Short label of the level (立即停車, 立即回廠, …). */
  levelLabel: string;
  advice: string;
  /** True when name and level come from the dictionary of the car's model group. */
  fromDictionary: boolean;
}

interface DtcEventLike {
  type: string;
  code: string | null;
  level: string | null;
}

/**
 * The DTC of an event, read in the dictionary of the car's model group (the longest matching model
 * prefix picks it, `lookupDtc`). Without the model, or for a code the dictionary lacks, the level
 * the server recorded. Null for an event that is not a DTC or has no code.
 */
export function eventDtcOf(event: DtcEventLike, model?: string | null): EventDtc | null {
  if (event.type !== 'dtc' || !event.code?.trim()) return null;
  const found = model ? lookupDtc(event.code, model) : null;
  if (found) {
    return { code: found.code, name: found.name, level: found.level, levelLabel: DTC_LEVELS[found.level].label, advice: found.advice, fromDictionary: true };
  }
  if (!isDtcLevel(event.level)) return null;
  return {
    code: event.code.trim(), name: '', level: event.level, levelLabel: DTC_LEVELS[event.level].label,
    advice: dtcAdvice(event.level), fromDictionary: false,
  };
}
