import type { MarkerStatus } from '../../../core/api/contract/vocabulary/cars';
import { COLOUR_FILTER_HEX, MARKER_COLOURS } from '../../../core/catalogue/marker-colours';

/**
 * Design tokens as CSS custom properties. Each element's shadow root starts with these, reading
 * a `--fms-*` value from the host page when one is set, so partner portals can re-theme elements.
 * Components read only the private `--_*` names, so a host can override a token but never reach
 * inside a component. Every public `--fms-*` name is listed in README.md.
 */

/** Car-status colours come from the catalogue, so a map marker and a table tag always agree. */
const carStatusTokens = (Object.keys(MARKER_COLOURS) as MarkerStatus[])
  .map((status) => `  --_car-${status}: var(--fms-car-${status}, ${MARKER_COLOURS[status]});`)
  .join('\n');

export const TOKENS_CSS = `
:host {
  --_primary: var(--fms-color-primary, #1f6fb2);
  --_primary-strong: var(--fms-color-primary-strong, #17568c);
  --_on-primary: var(--fms-color-on-primary, #ffffff);
  --_text: var(--fms-color-text, #1f2933);
  --_muted: var(--fms-color-muted, #52606d);
  --_surface: var(--fms-color-surface, #ffffff);
  --_surface-alt: var(--fms-color-surface-alt, #f5f7fa);
  --_border: var(--fms-color-border, #cbd2d9);
  --_danger: var(--fms-color-danger, #c62828);
  --_warning: var(--fms-color-warning, #b45309);
  --_success: var(--fms-color-success, #2e7d32);
  --_info: var(--fms-color-info, #1f6fb2);
  --_backdrop: var(--fms-color-backdrop, rgba(15, 23, 42, 0.45));
  --_green: var(--fms-filter-green, ${COLOUR_FILTER_HEX.green});
  --_blue: var(--fms-filter-blue, ${COLOUR_FILTER_HEX.blue});
  --_pink: var(--fms-filter-pink, ${COLOUR_FILTER_HEX.pink});
${carStatusTokens}
  --_font: var(--fms-font-family, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Heiti TC", "Source Han Sans TC", system-ui, sans-serif);
  --_font-size: var(--fms-font-size, 14px);
  --_font-mono: var(--fms-font-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace);
  --_space: var(--fms-space, 8px);
  --_space-1: calc(var(--_space) / 2);
  --_space-2: var(--_space);
  --_space-3: calc(var(--_space) * 1.5);
  --_space-4: calc(var(--_space) * 2);
  --_space-6: calc(var(--_space) * 3);
  --_radius: var(--fms-radius, 6px);
  --_radius-small: var(--fms-radius-small, 4px);
  --_radius-large: var(--fms-radius-large, 12px);
  --_radius-pill: 999px;
  --_shadow-1: var(--fms-shadow-1, 0 1px 2px rgba(15, 23, 42, 0.12));
  --_shadow-2: var(--fms-shadow-2, 0 4px 12px rgba(15, 23, 42, 0.16));
  --_shadow-3: var(--fms-shadow-3, 0 12px 32px rgba(15, 23, 42, 0.24));
  --_focus-ring: var(--fms-focus-ring, 2px solid var(--_primary));
  --_focus-offset: var(--fms-focus-offset, 2px);
  --_z-dropdown: var(--fms-z-dropdown, 1000);
  --_z-sticky: var(--fms-z-sticky, 1100);
  --_z-overlay: var(--fms-z-overlay, 1300);
  --_z-toast: var(--fms-z-toast, 1400);
  font-family: var(--_font);
  font-size: var(--_font-size);
  color: var(--_text);
}
`;

/** The tones of statuses and tags: the general ones, the colour filters and the car statuses. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'green' | 'blue' | 'pink' | MarkerStatus;

/** The private colour variable of a tone, e.g. `var(--_car-driving)`. */
export function toneColor(tone: Tone): string {
  if (tone in MARKER_COLOURS) return `var(--_car-${tone})`;
  return tone === 'neutral' ? 'var(--_muted)' : `var(--_${tone})`;
}
