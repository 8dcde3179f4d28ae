import type { ProjectedTrack } from './simplify';

/** A point that is never needed for the line (it lies on it at every zoom). */
export const NEVER = 255;

/**
 * The zoom from which each point of a track is worth drawing, computed once for every zoom (a
 * level-of-detail pyramid in one byte per point; issue 26, 6: a week of 1 Hz track is 604,800
 * points). Douglas–Peucker on the zoom-0 projection: a point's weight is its distance from the
 * chord of the span it splits, never more than the weight of the point that split its parent span,
 * so the points kept at a zoom always include those kept at every lower zoom (zooming in only adds
 * detail). A point is drawn from the first zoom at which its weight reaches `tolerancePx` screen
 * pixels. The first and last points, and with `bandAt` the points where the speed band changes (so
 * colours start where they should), are drawn at every zoom.
 */
export function detailZooms(p: ProjectedTrack, tolerancePx = 1.5, bandAt?: (i: number) => number): Uint8Array {
  const n = p.x.length;
  const zooms = new Uint8Array(n).fill(NEVER);
  if (n === 0) return zooms;
  zooms[0] = 0;
  zooms[n - 1] = 0;
  if (bandAt) for (let i = 1; i < n; i++) if (bandAt(i) !== bandAt(i - 1)) zooms[i] = 0;
  // Spans to split: [first, last, the weight of the point that made them]; a stack, not recursion.
  const stack: number[] = [0, n - 1, Infinity];
  while (stack.length) {
    const cap = stack.pop()!;
    const last = stack.pop()!;
    const first = stack.pop()!;
    if (last - first < 2) continue;
    let far = -1;
    let farthest = 0;
    const ax = p.x[first], ay = p.y[first];
    const dx = p.x[last] - ax, dy = p.y[last] - ay;
    const len2 = dx * dx + dy * dy;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(p.x[i] - ax, p.y[i] - ay, dx, dy, len2);
      if (d > farthest) {
        farthest = d;
        far = i;
      }
    }
    // Every point lies on the chord (a standstill, a straight road): none of them adds anything.
    if (far < 0) continue;
    const weight = Math.min(cap, Math.sqrt(farthest));
    zooms[far] = Math.min(zooms[far], zoomOfWeight(weight, tolerancePx));
    stack.push(first, far, weight, far, last, weight);
  }
  return zooms;
}

/** The indices of the points drawn at `zoom`, in order (first and last always among them). */
export function keptAtZoom(zooms: Uint8Array, zoom: number): Uint32Array {
  const z = Math.floor(zoom);
  let count = 0;
  for (let i = 0; i < zooms.length; i++) if (zooms[i] <= z) count++;
  const out = new Uint32Array(count);
  for (let i = 0, k = 0; i < zooms.length; i++) if (zooms[i] <= z) out[k++] = i;
  return out;
}

/** Zoom z shows a zoom-0 distance d as d·2^z pixels: the first whole zoom where that reaches the tolerance. */
function zoomOfWeight(weight: number, tolerancePx: number): number {
  if (!(weight > 0)) return NEVER;
  return Math.min(NEVER - 1, Math.max(0, Math.ceil(Math.log2(tolerancePx / weight))));
}

/** Squared distance from (px, py) to the segment from the origin to (dx, dy) whose squared length is len2. */
function segmentDistance2(px: number, py: number, dx: number, dy: number, len2: number): number {
  const t = len2 > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
  const ex = px - t * dx, ey = py - t * dy;
  return ex * ex + ey * ey;
}
