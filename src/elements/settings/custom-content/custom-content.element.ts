import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CustomContent } from './custom-content';

/**
 * `<fms-custom-content>`: the enterprise's custom content (GET / PUT enterprise/v0/custom-content;
 * saving needs P_P18), edited as rich text (bold, italic, lists, links) beside a live preview. The
 * content passes the one rich-text policy (src/elements/shared/rich-text) before it is sent and
 * again before it is shown, so nothing executable survives. Leaving with unsaved changes asks first.
 *
 * Attributes: `view-only` (boolean: only the content, no editor).
 * Events: `contentsave` — detail {length}: the content was saved (its sanitised length in characters).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the custom-content section).
 */
export const FmsCustomContent = toElement(CustomContent, {
  shadow: 'open',
  props: { viewOnly: 'boolean' },
  events: { onContentSave: { bubbles: true, composed: true } },
});

defineElement('fms-custom-content', FmsCustomContent);
