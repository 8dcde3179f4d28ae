import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { AppFooter } from './app-footer';

/**
 * `<fms-app-footer company="…">`: '最新版本：{version}' and 'Copyright © 2021 {company}. All rights
 * reserved.' (spec 1, 9). The version is the console config's appVersion (default 1.0.0).
 *
 * Attributes: `company` (default the product's maker; enterprise names are customer data).
 * Events: none.
 * CSS custom properties: `--fms-footer-color` (default the muted text colour), `--fms-footer-background`,
 *   and the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the footer), `footer` (the same footer, its earlier name).
 */
export const FmsAppFooter = toElement(AppFooter, { shadow: 'open', props: { company: 'string' } });

defineElement('fms-app-footer', FmsAppFooter);
