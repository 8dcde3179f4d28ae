export { isSafeHref, LINK_PROTOCOLS, REMOVED_WITH_CONTENT, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_HREF } from './policy';
export { createRichTextSanitizer } from './sanitizer';
