/**
 * Leaflet's stylesheet as text, for the element's shadow root (document styles do not reach it).
 * The path is relative on purpose: `?inline` on a bare package path resolves in Vite but not in
 * the element tests' esbuild bundle, while a relative path with the suffix resolves in both.
 */
import css from '../../../../node_modules/leaflet/dist/leaflet.css?inline';

export const LEAFLET_CSS: string = css;
