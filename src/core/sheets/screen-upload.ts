import type { SheetLimits, SheetReadFailure } from './limits';
import { inspectZip } from './zip-inspect';

/**
 * The checks made before any parser sees an upload: its size, then what its zip directory declares.
 * Nothing is inflated, so a bomb costs no more than reading its directory.
 */

/** 'too-large' when an upload of `byteLength` bytes is over the cap; judged before its bytes are read. */
export function sizeFailure(byteLength: number, limits: SheetLimits): SheetReadFailure | null {
  return byteLength > limits.uploadBytes ? 'too-large' : null;
}

/** Why these bytes must not be parsed, or null when they may be. */
export function screenUpload(bytes: Uint8Array, limits: SheetLimits): SheetReadFailure | null {
  const tooLarge = sizeFailure(bytes.byteLength, limits);
  if (tooLarge) return tooLarge;
  const zip = inspectZip(bytes);
  if (!zip) return 'not-a-workbook';
  if (zip.unpackedBytes > limits.unpackedBytes || zip.worstRatio > limits.compressionRatio) return 'unpacks-too-large';
  return null;
}
