import type { Bucket } from '../api/contract/score';

/** One slice of a pie: its bucket, its share in percent (one decimal) and its arc in turns. */
export interface PieSlice extends Bucket {
  percent: number;
  /** Where the slice starts and ends, as fractions of the circle (0..1). */
  from: number;
  to: number;
}

/**
 * Shares of the buckets in percent with one decimal that add up to exactly 100 (largest remainder),
 * or all 0 when there is nothing. Pure.
 */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((a, v) => a + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => 0);
  const tenths = values.map((v) => (Math.max(0, v) / total) * 1000);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((a, v) => a + v, 0);
  const order = tenths.map((t, i) => ({ i, rest: t - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((f) => f / 10);
}

/** The pie of a breakdown: slices in bucket order, with their share and arc. Empty when all are 0. */
export function pieSlices(buckets: readonly Bucket[]): PieSlice[] {
  const total = buckets.reduce((a, b) => a + Math.max(0, b.value), 0);
  if (total <= 0) return [];
  const shares = percentages(buckets.map((b) => b.value));
  let at = 0;
  return buckets.map((b, i) => {
    const from = at;
    at += Math.max(0, b.value) / total;
    return { ...b, percent: shares[i], from, to: i === buckets.length - 1 ? 1 : at };
  });
}

/** The SVG path of a slice on a circle of radius r centred on (r, r); a whole circle when it is one. */
export function arcPath(from: number, to: number, r: number): string {
  if (to - from >= 0.9999) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.01} 0 Z`;
  const point = (t: number) => {
    const angle = 2 * Math.PI * t - Math.PI / 2;
    return `${round(r + r * Math.cos(angle))} ${round(r + r * Math.sin(angle))}`;
  };
  return `M ${r} ${r} L ${point(from)} A ${r} ${r} 0 ${to - from > 0.5 ? 1 : 0} 1 ${point(to)} Z`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Seconds as people read a duration: 2 小時 5 分, 12 分 30 秒, 45 秒. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return m > 0 ? `${h} 小時 ${m} 分` : `${h} 小時`;
  if (m > 0) return s % 60 > 0 ? `${m} 分 ${s % 60} 秒` : `${m} 分`;
  return `${s} 秒`;
}

/** The bars of a count breakdown (harsh acceleration or braking), as x positions and heights for uPlot. */
export function barSeries(buckets: readonly Bucket[]): [number[], number[]] {
  return [buckets.map((_, i) => i), buckets.map((b) => b.value)];
}

/** Dot-chart points sorted by x, dropping points that are not numbers (uPlot needs ascending x). */
export function dotSeries<T>(points: readonly T[], x: (p: T) => number, y: (p: T) => number): [number[], number[]] {
  const pairs = points.map((p) => [x(p), y(p)] as const).filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b)).sort((a, b) => a[0] - b[0]);
  return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
}
