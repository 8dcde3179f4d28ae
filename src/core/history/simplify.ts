import { mercatorX, mercatorY } from './geo';
import type { Track } from './track';

/** The track's points projected once (zoom 0 pixels); simplification at any zoom scales them. */
export interface ProjectedTrack {
  x: Float64Array;
  y: Float64Array;
}

export function projectTrack(track: Track): ProjectedTrack {
  const x = new Float64Array(track.length);
  const y = new Float64Array(track.length);
  for (let i = 0; i < track.length; i++) {
    x[i] = mercatorX(track.lng[i]);
    y[i] = mercatorY(track.lat[i]);
  }
  return { x, y };
}

/**
 * The points worth drawing at a zoom: a point is kept when it lies at least `tolerancePx` screen
 * pixels from the last kept one (radial distance, one pass), and the first and last are always
 * kept. A day of 1 Hz track at a city zoom keeps a few thousand of its 86,400 points. Points where
 * the speed band changes are kept too, so colours start where they should.
 */
export function simplifyForZoom(p: ProjectedTrack, zoom: number, tolerancePx = 1.5, bandAt?: (i: number) => number): Uint32Array {
  const n = p.x.length;
  const out = new Uint32Array(n);
  if (n === 0) return out.subarray(0, 0);
  const scale = 2 ** zoom;
  const limit = (tolerancePx / scale) ** 2;
  let count = 0;
  let last = 0;
  out[count++] = 0;
  for (let i = 1; i < n - 1; i++) {
    const dx = p.x[i] - p.x[last];
    const dy = p.y[i] - p.y[last];
    if (dx * dx + dy * dy >= limit || (bandAt && bandAt(i) !== bandAt(last))) {
      out[count++] = i;
      last = i;
    }
  }
  if (n > 1) out[count++] = n - 1;
  return out.subarray(0, count);
}
