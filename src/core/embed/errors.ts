/**
 * Named embedding errors (issue 23, 6): what a partner developer reads in the browser console when
 * the page misses a step of the quick start. Each names what happened and the fix, is logged once
 * per page (every element bundle carries its own core, so the record is page-wide), and carries a
 * stable code a partner can search the README for.
 */
export type EmbedErrorCode =
  | 'origin-not-allowed'
  | 'host-missing'
  | 'token-provider-missing'
  | 'token-provider-failed'
  | 'unknown-tag';

declare global {
  interface Window {
    __fmsLoggedEmbedErrors__?: Set<string>;
  }
}

const local = new Set<string>();

/** The text of one error: `[fms] <code>: <what happened> <fix>`. Pure, for tests and the README. */
export function embedErrorText(code: EmbedErrorCode, what: string, fix: string): string {
  return `[fms] ${code}: ${what} ${fix}`;
}

/**
 * Logs one named error with `console.error`, once per page for the same code and subject (a tag
 * name, an origin). Returns false when it was logged already.
 */
export function logEmbedError(code: EmbedErrorCode, what: string, fix: string, subject = ''): boolean {
  const seen = typeof window === 'undefined' ? local : (window.__fmsLoggedEmbedErrors__ ??= new Set());
  const key = `${code}\u0000${subject}`;
  if (seen.has(key)) return false;
  seen.add(key);
  console.error(embedErrorText(code, what, fix));
  return true;
}
