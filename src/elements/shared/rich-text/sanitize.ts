import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The one policy for rich text a person writes (custom content, P_P18): simple formatting, lists and
 * links, nothing that runs or restyles the page. Used on the way in (before sending) and on the way
 * out (before showing), so a stored value written by anything else is still made harmless.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'] as const;
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;
/** Link targets a reader may follow: web pages, mail and phone; everything else loses its href. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

const POLICY: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Only absolute http(s), mailto and tel URLs, or a path on this console.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/))/i,
  KEEP_CONTENT: true,
  FORBID_TAGS: ['style', 'script', 'svg', 'math', 'template', 'iframe', 'object', 'embed', 'form'],
};

let purifier: Purifier | null = null;

/**
 * Our own DOMPurify instance, so its hook touches no other sanitising (the ops links). Links open in
 * a new tab without handing this page to the target; set after the attributes are checked.
 */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

/** Rich text made harmless: only the tags above, links only to the protocols above. */
export function sanitizeRichText(html: string): string {
  return richTextPurifier().sanitize(html, { ...POLICY, RETURN_TRUSTED_TYPE: false });
}

/** Whether rich text holds anything a reader would see (text, not just empty tags). */
export function hasRichText(html: string): boolean {
  const box = document.createElement('template');
  box.innerHTML = sanitizeRichText(html);
  return (box.content.textContent ?? '').trim() !== '';
}
