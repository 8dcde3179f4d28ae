/** A well-formed code once normalised: system letter, then four hex digits (SAE J2012). */
export const DTC_CODE_PATTERN = /^[PCBU][0-9A-F]{4}$/;

/**
 * The form every lookup compares: whitespace removed, upper case. Needed because the source
 * data holds at least one key with a stray space ('P20C D', spec 8) and devices report 'p20cd'.
 */
export function normalizeDtcCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
