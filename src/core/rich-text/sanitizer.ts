import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { isSafeHref, REMOVED_WITH_CONTENT, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_HREF } from './policy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_HREF,
  KEEP_CONTENT: true,
  FORBID_TAGS: [...REMOVED_WITH_CONTENT],
  RETURN_TRUSTED_TYPE: false,
};

/**
 * The rich-text sanitizer over a window: the browser's in the console, a jsdom window on the
 * reference server. Its own DOMPurify instance, so its hooks touch no other sanitising. Links open
 * in a new tab without handing the page to the target; set after the attributes are checked.
 */
export function createRichTextSanitizer(window: WindowLike): (html: string) => string {
  const purifier = DOMPurify(window);
  // DOMPurify's own URI check strips the same characters; this keeps the rule in one function.
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !isSafeHref(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (html) => purifier.sanitize(html, CONFIG) as string;
}
