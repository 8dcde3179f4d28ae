import { describe, expect, it } from 'vitest';
import { bearing, destination, downsample, haversine, pointInPolygon, withinCircle } from '../../../demo/server/geo/index';

describe('geo math', () => {
  it('measures Taipei Main Station to Kaohsiung Station as about 295 km', () => {
    const d = haversine(25.0478, 121.517, 22.6397, 120.3023);
    expect(d).toBeGreaterThan(290_000);
    expect(d).toBeLessThan(300_000);
  });

  it('gives bearings clockwise from north', () => {
    expect(bearing(25, 121, 26, 121)).toBeCloseTo(0, 5);
    expect(bearing(25, 121, 25, 122)).toBeGreaterThan(89);
    expect(bearing(25, 121, 25, 122)).toBeLessThan(91);
    expect(bearing(25, 121, 24, 121)).toBeCloseTo(180, 5);
    expect(bearing(25, 121, 25, 120)).toBeGreaterThan(269);
  });

  it('walks to a destination and back to the same distance', () => {
    const p = destination(24, 121, 45, 10_000);
    expect(haversine(24, 121, p.lat, p.lng)).toBeCloseTo(10_000, 0);
  });

  it('tells whether a point is inside a polygon, including a concave one', () => {
    const square = [
      { lat: 24, lng: 120 },
      { lat: 24, lng: 121 },
      { lat: 25, lng: 121 },
      { lat: 25, lng: 120 },
    ];
    expect(pointInPolygon({ lat: 24.5, lng: 120.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 25.5, lng: 120.5 }, square)).toBe(false);
    const u = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 3, lng: 3 },
      { lat: 3, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 3, lng: 1 },
      { lat: 3, lng: 0 },
    ];
    expect(pointInPolygon({ lat: 2, lng: 1.5 }, u)).toBe(false); // in the notch
    expect(pointInPolygon({ lat: 2, lng: 0.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, u)).toBe(true);
  });

  it('tells whether a point is within a circle radius', () => {
    const c = { lat: 25.0339, lng: 121.5645 };
    expect(withinCircle({ lat: 25.0349, lng: 121.5645 }, c, 200)).toBe(true);
    expect(withinCircle({ lat: 25.0379, lng: 121.5645 }, c, 200)).toBe(false);
  });

  it('downsamples a path keeping both ends', () => {
    const pts = Array.from({ length: 1000 }, (_, i) => i);
    const d = downsample(pts, 50);
    expect(d).toHaveLength(50);
    expect(d[0]).toBe(0);
    expect(d[49]).toBe(999);
  });
});
