/** Colour filters (spec 3, 9). */
export const COLOUR_FILTERS = {
  green: { label: '綠', hex: '#8bb51e' },
  blue: { label: '藍', hex: '#2e90b7' },
  pink: { label: '粉紅', hex: '#ff6565' },
} as const;

export type ColourFilter = keyof typeof COLOUR_FILTERS;
