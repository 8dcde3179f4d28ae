import type { COLOUR_FILTER_LABELS, MarkerStatus } from '../api/contract/vocabulary/cars';

/**
 * The console's colours for the car statuses and the colour filters: this console's choice (the
 * spec names the states only). Apart from their labels so that the design tokens every element
 * starts with carry no vocabulary (the sign-in page's weight, issue 26, 5).
 */
export const MARKER_COLOURS = {
  driving: '#8bb51e',
  idling: '#f5a623',
  parking: '#2e90b7',
  lost: '#9e9e9e',
  nodevice: '#c4c4c4',
  error: '#ff6565',
} as const satisfies Record<MarkerStatus, string>;

/** The colour filters' hex values. */
export const COLOUR_FILTER_HEX = { green: '#8bb51e', blue: '#2e90b7', pink: '#ff6565' } as const satisfies Record<keyof typeof COLOUR_FILTER_LABELS, string>;
