/**
 * The speed colours of a replayed track (issue 13): four bands in km/h, each drawn as one line, with
 * a legend. The colours keep 3:1 against the light base map.
 */
export interface SpeedBand {
  /** Lowest speed of the band (inclusive), km/h. */
  from: number;
  /** Highest speed (exclusive), km/h; Infinity for the last. */
  to: number;
  color: string;
  label: string;
}

export const SPEED_BANDS: readonly SpeedBand[] = [
  { from: 0, to: 30, color: '#2e7d32', label: '0–30 km/h' },
  { from: 30, to: 60, color: '#1f6fb2', label: '30–60 km/h' },
  { from: 60, to: 90, color: '#b45309', label: '60–90 km/h' },
  { from: 90, to: Infinity, color: '#c62828', label: '90 km/h 以上' },
];

/** The band index of a speed; a negative or unreadable speed counts as standing still. */
export function bandOf(speed: number): number {
  if (!(speed > 0)) return 0;
  for (let b = SPEED_BANDS.length - 1; b > 0; b--) if (speed >= SPEED_BANDS[b].from) return b;
  return 0;
}

/**
 * The track's segments grouped by band: for each band, runs of point indices (each run a line of
 * two or more points that share the band). A segment from point i to point j takes the band of its
 * end point j (the speed reached over it); consecutive segments of one band join into one run.
 * `indices` are the points to draw (all, or those kept by simplification), in order.
 */
export function bandRuns(speedOf: (i: number) => number, indices: ArrayLike<number>): number[][][] {
  const runs: number[][][] = SPEED_BANDS.map(() => []);
  let current: number[] | null = null;
  let currentBand = -1;
  for (let k = 1; k < indices.length; k++) {
    const a = indices[k - 1];
    const b = indices[k];
    const band = bandOf(speedOf(b));
    if (band === currentBand && current) current.push(b);
    else {
      current = [a, b];
      currentBand = band;
      runs[band].push(current);
    }
  }
  return runs;
}
