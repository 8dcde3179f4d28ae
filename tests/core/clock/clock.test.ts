import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock, manualClock, now, parseInstant, setClock, startingAt } from '../../../src/core/clock';

afterEach(() => setClock(null));

describe('the clock', () => {
  it('reads the clock in force, and the system clock again once reset', () => {
    setClock(fixedClock(1_000));
    expect(now()).toBe(1_000);
    setClock(null);
    expect(Math.abs(now() - Date.now())).toBeLessThan(1_000);
  });

  it('a clock starting at an instant reads it first and then runs with the real one', () => {
    let real = 50_000;
    const clock = startingAt(1_000, () => real);
    expect(clock()).toBe(1_000);
    real += 250;
    expect(clock()).toBe(1_250);
  });

  it('a manual clock moves only when told', () => {
    const clock = manualClock(10);
    expect(clock()).toBe(10);
    clock.advance(5);
    expect(clock()).toBe(15);
    clock.set(100);
    expect(clock()).toBe(100);
  });
});

describe('parseInstant', () => {
  it.each([
    ['2026-11-20', Date.parse('2026-11-20T00:00:00+08:00')],
    ['2026-11-20T10:00:00+08:00', Date.parse('2026-11-20T10:00:00+08:00')],
    ['2026-11-20T02:00:00Z', Date.parse('2026-11-20T02:00:00Z')],
    ['1764000000000', 1_764_000_000_000],
  ])('reads %s', (text, ms) => expect(parseInstant(text)).toBe(ms));

  it('answers null for nothing', () => {
    expect(parseInstant(undefined)).toBeNull();
    expect(parseInstant('  ')).toBeNull();
  });

  it('refuses what is not an instant', () => {
    expect(() => parseInstant('tomorrow')).toThrow(/Not an instant/);
    expect(() => parseInstant('2026-13-45')).toThrow(/Not an instant/);
  });
});
