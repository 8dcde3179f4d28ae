/**
 * Design tokens as CSS custom properties. Each element's shadow root starts with these, reading
 * a `--fms-*` value from the host page when one is set, so partner portals can re-theme elements.
 */
export const TOKENS_CSS = `
:host {
  --_primary: var(--fms-color-primary, #1f6fb2);
  --_text: var(--fms-color-text, #1f2933);
  --_muted: var(--fms-color-muted, #52606d);
  --_surface: var(--fms-color-surface, #ffffff);
  --_border: var(--fms-color-border, #cbd2d9);
  --_danger: var(--fms-color-danger, #c62828);
  --_warning: var(--fms-color-warning, #b45309);
  --_success: var(--fms-color-success, #2e7d32);
  --_green: var(--fms-filter-green, #8bb51e);
  --_blue: var(--fms-filter-blue, #2e90b7);
  --_pink: var(--fms-filter-pink, #ff6565);
  --_radius: var(--fms-radius, 6px);
  --_space: var(--fms-space, 8px);
  --_font: var(--fms-font-family, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Heiti TC", sans-serif);
  font-family: var(--_font);
  color: var(--_text);
}
`;
