import { TPMS_STATUSES, type TpmsCode, type TyreFlags } from '../api/contract/vocabulary/tpms';
import { entryOf } from './lookup';

export { TPMS_STATUSES, type TpmsCode, type TyreFlags };

/** The label of a tyre status code; an unknown code is shown as such rather than as normal. */
export function tpmsLabel(code: unknown): string {
  return entryOf(TPMS_STATUSES, code)?.label ?? `未知狀態 (${String(code)})`;
}

/** The warnings a tyre status code carries; undefined for a code outside 0..11. */
export function decodeTpms(code: unknown): TyreFlags | undefined {
  const entry = entryOf(TPMS_STATUSES, code);
  return entry ? { ...entry.flags } : undefined;
}

/** True when the code carries any warning; an unknown code counts as a warning. */
export function isTpmsWarning(code: unknown): boolean {
  const decoded = decodeTpms(code);
  return decoded ? Object.values(decoded).some(Boolean) : true;
}
