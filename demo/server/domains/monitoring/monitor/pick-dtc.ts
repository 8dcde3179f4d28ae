import { FALLBACK_TABLE_GROUP, dtcTableGroup, lookupDtcInGroup, randomDtcCode, type DtcLevel } from '../../../../../src/core/dtc';
import type { PickDtc } from '../../../sim';

/** How often each level is drawn: mostly mild codes, a few critical ones. */
const LEVEL_WEIGHTS: ReadonlyArray<readonly [DtcLevel, number]> = [['A', 0.08], ['B', 0.17], ['C', 0.45], ['F', 0.3]];

/**
 * The simulator's DTC picker over the real dictionaries (spec 3, 9): a level by weight, then a code
 * of that level from the model's table group (the nearest level the dictionary has otherwise).
 */
export const pickDtc: PickDtc = (model, rng) => {
  const group = dtcTableGroup(model) ?? FALLBACK_TABLE_GROUP;
  let r = rng();
  let wanted: DtcLevel = 'C';
  for (const [level, weight] of LEVEL_WEIGHTS) {
    if (r < weight) { wanted = level; break; }
    r -= weight;
  }
  let fallback: { code: string; level: DtcLevel } | null = null;
  for (let tries = 0; tries < 24; tries++) {
    const code = randomDtcCode(group, rng);
    const found = lookupDtcInGroup(code, group);
    if (!found) continue;
    if (found.level === wanted) return { code: found.code, level: found.level };
    if (!fallback || (found.level !== 'A' && fallback.level === 'A')) fallback = { code: found.code, level: found.level };
  }
  return fallback;
};
