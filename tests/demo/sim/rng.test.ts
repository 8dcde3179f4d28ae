import { describe, expect, it } from 'vitest';
import { hashSeed, mulberry32, nextRandom, poisson } from '../../../demo/server/sim/index';

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
  });

  it('yields floats in [0, 1) that differ between seeds', () => {
    const a = mulberry32(1);
    const b = mulberry32(2);
    let same = 0;
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      if (x === b()) same++;
    }
    expect(same).toBe(0);
  });

  it('keeps its whole state in one integer field', () => {
    const s = { rng: 123 };
    const first = nextRandom(s);
    expect(Number.isInteger(s.rng)).toBe(true);
    expect(nextRandom({ rng: 123 })).toBe(first);
  });

  it('hashes seed parts into distinct streams', () => {
    expect(hashSeed(1, 'a')).toBe(hashSeed(1, 'a'));
    expect(hashSeed(1, 'a')).not.toBe(hashSeed(1, 'b'));
    expect(hashSeed(1, '2')).not.toBe(hashSeed(1, 2));
  });

  it('draws Poisson counts with the requested mean', () => {
    const s = { rng: 99 };
    let sum = 0;
    for (let i = 0; i < 5000; i++) sum += poisson(s, 2.5);
    expect(sum / 5000).toBeGreaterThan(2.3);
    expect(sum / 5000).toBeLessThan(2.7);
  });
});
