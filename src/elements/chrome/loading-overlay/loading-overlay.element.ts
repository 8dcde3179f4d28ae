import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { GlobalLoadingOverlay } from './loading-overlay';

/**
 * `<fms-loading-overlay fallback-text="…">`: the global loading overlay (spec 2.11). While a request
 * that asked for it runs (core/http `$loading`), a veil covers the viewport and shows the request's
 * message text; the status region announces it. Put one on a page.
 *
 * Attributes: `fallback-text` (shown when a request gave no text; default 處理中，請稍候…).
 * Events: none.
 * CSS custom properties: `--fms-color-backdrop` (the veil), `--fms-z-overlay` (its stacking level),
 *   and the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the veil over the viewport), `box` (the box with the spinner and text).
 */
export const FmsLoadingOverlay = toElement(GlobalLoadingOverlay, { shadow: 'open', props: { fallbackText: 'string' } });

defineElement('fms-loading-overlay', FmsLoadingOverlay);
