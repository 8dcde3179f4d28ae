/** Seeded pseudo-random numbers (mulberry32) and seed hashing. Deterministic, no global state. */

/** A PRNG whose whole state is one 32-bit integer, so it can live inside plain state objects. */
export interface RngState {
  rng: number;
}

/** Next float in [0, 1) from a mulberry32 state held in `s.rng` (mutates it). */
export function nextRandom(s: RngState): number {
  let a = (s.rng = (s.rng + 0x6d2b79f5) | 0);
  a = Math.imul(a ^ (a >>> 15), a | 1);
  a ^= a + Math.imul(a ^ (a >>> 7), a | 61);
  return ((a ^ (a >>> 14)) >>> 0) / 4294967296;
}

/** A closure-style mulberry32 generator. */
export function mulberry32(seed: number): () => number {
  const s: RngState = { rng: seed | 0 };
  return () => nextRandom(s);
}

/** 32-bit FNV-1a hash of seed parts, mixed; used to derive independent per-truck streams. */
export function hashSeed(...parts: readonly (number | string)[]): number {
  let h = 2166136261;
  for (const p of parts) {
    const s = typeof p === 'number' ? `#${p}` : `$${p}`;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    h = Math.imul(h ^ 0x7c, 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Uniform float in [min, max). */
export function uniform(s: RngState, min: number, max: number): number {
  return min + (max - min) * nextRandom(s);
}

/** Uniform integer in [min, max] (inclusive). */
export function intBetween(s: RngState, min: number, max: number): number {
  return min + Math.floor(nextRandom(s) * (max - min + 1));
}

/** Approximately normal (sum of 4 uniforms), mean 0, standard deviation 1. */
export function gaussian(s: RngState): number {
  return (nextRandom(s) + nextRandom(s) + nextRandom(s) + nextRandom(s) - 2) * 1.7320508;
}

/** Poisson-distributed count (Knuth; fine for the small means used here). */
export function poisson(s: RngState, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(s)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = nextRandom(s);
  while (p > limit) {
    k++;
    p *= nextRandom(s);
  }
  return k;
}

/** A random element of a non-empty array. */
export function pick<T>(s: RngState, items: readonly T[]): T {
  return items[Math.floor(nextRandom(s) * items.length)];
}
