import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { AppDownload } from './app-download';

/**
 * `<fms-app-download ios-url="…" android-url="…">`: the download-app page: what the mobile app
 * does and its store links (opened in a new tab). No external images or scripts.
 *
 * Attributes: `ios-url`, `android-url` — the store pages (defaults in DEFAULT_STORE_URLS).
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the download section).
 */
export const FmsAppDownload = toElement(AppDownload, {
  shadow: 'open',
  props: { iosUrl: 'string', androidUrl: 'string' },
});

defineElement('fms-app-download', FmsAppDownload);
