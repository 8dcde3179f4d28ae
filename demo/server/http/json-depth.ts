/**
 * How deep a request's JSON may nest (issue 22, 21). No call of the contract nests past a handful of
 * levels; a body nested 100,000 deep would overflow the stack of every walk over it (the bad-text
 * check, schema validation), so it is refused with a 400 before JSON.parse ever sees it.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `請求內容的巢狀層數過多（上限 ${MAX_JSON_DEPTH} 層）。`;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass with a
 * counter, no recursion, so the check itself cannot overflow: brackets inside strings (escapes
 * included) do not count. Malformed text is left to JSON.parse to refuse.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
