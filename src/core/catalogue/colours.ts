import { COLOUR_FILTER_LABELS } from '../api/contract/vocabulary/cars';
import { withEntries } from './lookup';

/** The colour filters' hex values: this console's choice (the labels are the vocabulary's). */
const HEX = { green: '#8bb51e', blue: '#2e90b7', pink: '#ff6565' } as const satisfies Record<keyof typeof COLOUR_FILTER_LABELS, string>;

/** Colour filters (spec 3, 9). */
export const COLOUR_FILTERS = withEntries(COLOUR_FILTER_LABELS, (colour, label) => ({ label, hex: HEX[colour] }));

export type ColourFilter = keyof typeof COLOUR_FILTERS;
