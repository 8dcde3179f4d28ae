/**
 * Rounding of reported figures, shared by the live fleet and the history so both report the same
 * precision: 0.1 for speeds and temperatures, 0.01 for leak rates, 1e-6° (≈ 0.1 m) for positions.
 */
export const round1 = (x: number): number => Math.round(x * 10) / 10;
export const round2 = (x: number): number => Math.round(x * 100) / 100;
export const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
