/**
 * Leaflet's stylesheet as text, for the element's shadow root (document styles do not reach it).
 * The path is relative on purpose: `?inline` on a bare package path resolves in Vite but not in
 * the element tests' esbuild bundle, while a relative path with the suffix resolves in both.
 */
import css from '../../../../../node_modules/leaflet/dist/leaflet.css?inline';

/**
 * Leaflet's own rules, and one of ours after them: the credit's links (Leaflet, the map data) are
 * underlined, so they stand out from the credit's text by more than their colour (WCAG 1.4.1; axe's
 * link-in-text-block flagged Leaflet's blue on its grey once the credit had text around the link).
 */
export const LEAFLET_CSS: string = `${css}
.leaflet-control-attribution a { text-decoration: underline; }`;
