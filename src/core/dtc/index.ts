export type { DtcDictionary, DtcEntry, DtcLevel, DtcTableGroup } from './types';
export { DTC_CODE_PATTERN, normalizeDtcCode } from './code';
export { DTC_LEVELS, dtcAdvice, isCriticalLevel, isDtcLevel, type DtcLevelInfo } from './levels';
export { DTC_MODEL_PREFIXES, dtcTableGroup, groupByLongestPrefix } from './model-group';
export { DTC_DICTIONARY_300 } from './dictionary-300';
export { DTC_DICTIONARY_500 } from './dictionary-500';
export { DTC_DICTIONARY_700 } from './dictionary-700';
export {
  DTC_SYSTEM_LABELS,
  FALLBACK_TABLE_GROUP,
  dtcDictionary,
  dtcDictionaryForModel,
  dtcSystem,
  hasLevelA,
  lookupDtc,
  lookupDtcInGroup,
  randomDtcCode,
  type DtcLookupResult,
  type DtcSystem,
} from './lookup';
