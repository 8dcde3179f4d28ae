import { COLOUR_FILTER_LABELS } from '../api/contract/vocabulary/cars';
import { withEntries } from './lookup';
import { COLOUR_FILTER_HEX } from './marker-colours';

/** Colour filters (spec 3, 9). */
export const COLOUR_FILTERS = withEntries(COLOUR_FILTER_LABELS, (colour, label) => ({ label, hex: COLOUR_FILTER_HEX[colour] }));

export type ColourFilter = keyof typeof COLOUR_FILTERS;
