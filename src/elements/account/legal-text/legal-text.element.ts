import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { LegalText } from './legal-text';

/**
 * `<fms-legal-text doc="terms" variant="web">`: the terms of service or the privacy policy, as
 * text (one typed module, shared with registration step 1).
 *
 * Attributes: `doc` — terms (default) or privacy; `variant` — web (a card) or app (full width, no
 * chrome, for the mobile app's web views).
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the document frame).
 */
export const FmsLegalText = toElement(LegalText, {
  shadow: 'open',
  props: { doc: 'string', variant: 'string' },
});

defineElement('fms-legal-text', FmsLegalText);
