import { createRichTextSanitizer } from '../../../core/rich-text';

export { LINK_PROTOCOLS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../core/rich-text';

let sanitize: ((html: string) => string) | null = null;

/**
 * Rich text made harmless by the one policy of src/core/rich-text (the server stores custom content
 * through the same): only its tags, links only to its protocols or a console path.
 */
export function sanitizeRichText(html: string): string {
  sanitize ??= createRichTextSanitizer(window);
  return sanitize(html);
}

/** Whether rich text holds anything a reader would see (text, not just empty tags). */
export function hasRichText(html: string): boolean {
  const box = document.createElement('template');
  box.innerHTML = sanitizeRichText(html);
  return (box.content.textContent ?? '').trim() !== '';
}
