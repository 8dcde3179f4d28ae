import type { DtcTableGroup } from './types';

/** Vehicle model prefixes of each DTC table group, exactly as spec 9 lists them. */
export const DTC_MODEL_PREFIXES: Readonly<Record<DtcTableGroup, readonly string[]>> = Object.freeze({
  '300': ['XZU600', 'XZU640', 'XZU650', 'XZU710', 'XZU720', 'XKU710', 'XKU720'],
  '500': [
    'FC2AD7', 'FC2AG7', 'FC2AJ7', 'FC2AL7', 'FD2AG7', 'FD2AJ7', 'FD2AL7',
    'FD2AP7', 'FG8JK8', 'FG8JP8', 'GH8JJ8', 'GH8JM8', 'GH8JR8', 'GH8JT8',
  ],
  '700': ['SH1EES', 'FR1ASS', 'FR1EUS', 'FS1AKS', 'FS1APS', 'FS1EPS', 'FS1AVS'],
});

/**
 * The group whose prefix matches the model, the longest matching prefix winning (spec 9), so a
 * longer prefix of one group beats a shorter prefix of another whatever the table order.
 * On a tie in length the group listed first wins. The model is trimmed and upper-cased.
 */
export function groupByLongestPrefix<G extends string>(
  model: string,
  table: Readonly<Record<G, readonly string[]>>,
): G | null {
  const key = model.trim().toUpperCase();
  let best: G | null = null;
  let bestLength = 0;
  for (const group of Object.keys(table) as G[]) {
    for (const prefix of table[group]) {
      const candidate = prefix.toUpperCase();
      if (candidate.length > bestLength && key.startsWith(candidate)) {
        best = group;
        bestLength = candidate.length;
      }
    }
  }
  return best;
}

/** The DTC table group of a vehicle model, or null when no prefix of spec 9 matches. */
export function dtcTableGroup(model: string): DtcTableGroup | null {
  return groupByLongestPrefix(model, DTC_MODEL_PREFIXES);
}
