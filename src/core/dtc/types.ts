/** Severity level of a trouble code (spec 4). A is critical; F is a routine code. */
export type DtcLevel = 'A' | 'B' | 'C' | 'F';

/** The DTC table group a vehicle model belongs to (spec 9). */
export type DtcTableGroup = '300' | '500' | '700';

/** One dictionary entry (spec 3): Chinese fault name, level and description. */
export interface DtcEntry<L extends DtcLevel = DtcLevel> {
  readonly name: string;
  readonly level: L;
  readonly description: string;
}

/** A dictionary keyed by code as the source data spells it (one key has a stray space). */
export type DtcDictionary<L extends DtcLevel = DtcLevel> = Readonly<Record<string, DtcEntry<L>>>;

/** Shared, level-free data of one code: the three dictionaries differ only in levels and membership. */
export type DtcBaseRow = readonly [code: string, name: string, description: string];

/** Which codes a dictionary holds, listed by level. Its keys limit the levels the dictionary may use. */
export type DtcLevelTable<L extends DtcLevel> = { readonly [K in L]: readonly string[] };
