/**
 * The one policy for rich text a person writes (custom content, P_P18): simple formatting, lists and
 * links, nothing that runs or restyles the page. The console applies it before sending and before
 * showing; the reference server applies it before storing (issue 22, 22), through the same sanitizer
 * (./sanitizer.ts), so the two can never disagree.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'] as const;
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;
/** Link targets a reader may follow: web pages, mail and phone; everything else loses its href. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
/** Removed with their content, not just unwrapped. */
export const REMOVED_WITH_CONTENT = ['style', 'script', 'svg', 'math', 'template', 'iframe', 'object', 'embed', 'form'] as const;

/**
 * An allowed href, once the characters a URL parser drops are gone: an absolute http(s), mailto or
 * tel URL, or a path on this console. A path is `/` followed by anything but a second `/` or a `\`:
 * browsers read `//host` and `/\host` (and `\\host`) as another site, so those are no console paths.
 */
export const SAFE_HREF = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;

/**
 * What a URL parser ignores or trims (ASCII whitespace and controls, and the Unicode spaces
 * DOMPurify also drops before its check): `/\t/evil.example` is `//evil.example` to a browser.
 */
// Control characters are the very ones to remove, hence the lint exception.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether an href may stay on a link of rich text. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.replace(URL_IGNORED, ''));
}
