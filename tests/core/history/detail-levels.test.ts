import { describe, expect, it } from 'vitest';
import {
  bandOf, buildTrack, detailZooms, indexAtOrBefore, keptAtZoom, NEVER, parseBody, positionAt, prepareTrack, projectTrack, trackAnswerOf, transferablesOf,
} from '../../../src/core/history';

const WEEK = 7 * 86_400;
/** A week of 1 Hz points (issue 26, 6): a wavy road north with a standstill each hour, speeds through every band. */
const weekPoints = () => Array.from({ length: WEEK }, (_, i) => {
  const standing = i % 3600 < 600;
  return { time: 1_000_000 + i * 1000, lat: 22.5 + i * 4e-6, lng: 120.8 + Math.sin(i / 900) * 0.03, speed: standing ? 0 : 20 + (i % 3000) / 40, heading: 0 };
});

/** Distance in zoom-0 pixels from point i to the segment a–b. */
function offLine(x: Float64Array, y: Float64Array, i: number, a: number, b: number): number {
  const dx = x[b] - x[a], dy = y[b] - y[a];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((x[i] - x[a]) * dx + (y[i] - y[a]) * dy) / len2)) : 0;
  return Math.hypot(x[i] - x[a] - t * dx, y[i] - y[a] - t * dy);
}

describe('detail levels (a zoom per point, computed once)', () => {
  const track = buildTrack(weekPoints());
  const projected = projectTrack(track);
  const zooms = detailZooms(projected, 1.5);

  it('draws the first and last points at every zoom and more points zoomed in', () => {
    const counts = [6, 8, 10, 12, 14, 16].map((z) => {
      const kept = keptAtZoom(zooms, z);
      expect(kept[0]).toBe(0);
      expect(kept[kept.length - 1]).toBe(WEEK - 1);
      return kept.length;
    });
    for (let k = 1; k < counts.length; k++) expect(counts[k]).toBeGreaterThanOrEqual(counts[k - 1]);
    expect(counts[0]).toBeLessThan(2_000);
    expect(counts[counts.length - 1]).toBeLessThan(WEEK / 4);
  });

  it('only adds points when zooming in (the points of a zoom are among those of the next)', () => {
    const far = new Set(keptAtZoom(zooms, 9));
    const near = new Set(keptAtZoom(zooms, 10));
    for (const i of far) expect(near.has(i)).toBe(true);
  });

  it('keeps every left-out point within the tolerance of the drawn line at that zoom', () => {
    for (const z of [8, 12]) {
      const kept = keptAtZoom(zooms, z);
      const limit = 1.5 / 2 ** z;
      let worst = 0;
      for (let k = 1; k < kept.length; k++) {
        for (let i = kept[k - 1] + 1; i < kept[k]; i++) worst = Math.max(worst, offLine(projected.x, projected.y, i, kept[k - 1], kept[k]));
      }
      expect(worst).toBeLessThanOrEqual(limit);
    }
  });

  it('draws where the speed band changes at every zoom, when asked', () => {
    const banded = detailZooms(projected, 1.5, (i) => bandOf(track.speed[i]));
    let changes = 0;
    for (let i = 1; i < track.length; i++) {
      if (bandOf(track.speed[i]) !== bandOf(track.speed[i - 1])) {
        changes++;
        expect(banded[i]).toBe(0);
      }
    }
    expect(changes).toBeGreaterThan(7);
  });

  it('never draws the points of a standstill in between (they lie on the line)', () => {
    const still = buildTrack(Array.from({ length: 500 }, (_, i) => ({ time: i * 1000, lat: 25, lng: 121, speed: 0, heading: 0 })));
    const z = detailZooms(projectTrack(still));
    expect([z[0], z[499]]).toEqual([0, 0]);
    expect(z.slice(1, 499).every((v) => v === NEVER)).toBe(true);
    expect([...keptAtZoom(z, 18)]).toEqual([0, 499]);
  });

  it('handles no point and one point', () => {
    expect(keptAtZoom(detailZooms(projectTrack(buildTrack([]))), 10).length).toBe(0);
    expect([...keptAtZoom(detailZooms(projectTrack(buildTrack([{ time: 1, lat: 25, lng: 121, speed: 0, heading: 0 }]))), 10)]).toEqual([0]);
  });
});

describe('the track answer (journey/detail read off the main thread)', () => {
  const points = weekPoints();

  it('stores a week in typed-array columns and finds the position at a scrub time by binary search', () => {
    const { track } = prepareTrack(points);
    expect(track.length).toBe(WEEK);
    expect(track.time).toBeInstanceOf(Float64Array);
    const at = 1_000_000 + 5 * 86_400_000 + 12_345_500; // day 6, half a second past a point
    const i = indexAtOrBefore(track, at);
    expect(i).toBe(5 * 86_400 + 12_345);
    expect(positionAt(track, at)!.lat).toBeCloseTo((points[i].lat + points[i + 1].lat) / 2, 9);
  });

  it('replaces the points of a journey/detail body with the prepared track, keeping the rest', () => {
    const body = { status: 0, data: { journey: { uid: 'j-1' }, events: [{ uid: 'e-1' }], points: points.slice(0, 5000) } };
    const answer = trackAnswerOf(parseBody(JSON.stringify(body))) as { status: number; data: Record<string, unknown> };
    expect(answer.status).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(['events', 'journey', 'prepared']);
    expect(answer.data.journey).toEqual({ uid: 'j-1' });
    const prepared = answer.data.prepared as ReturnType<typeof prepareTrack>;
    expect(prepared.track.length).toBe(5000);
    expect(prepared.stops.length).toBeGreaterThan(0);
    expect(prepared.zooms.length).toBe(5000);
    // Every column goes back moved, not copied.
    expect(transferablesOf(answer)).toHaveLength(8);
  });

  it('leaves an error body, a non-JSON body and an empty one as the client reads them', () => {
    const error = { status: 4040001, message: '找不到行程。' };
    expect(trackAnswerOf(parseBody(JSON.stringify(error)))).toEqual(error);
    expect(trackAnswerOf(parseBody('<html>502</html>'))).toBe('<html>502</html>');
    expect(trackAnswerOf(parseBody(''))).toBeNull();
    expect(transferablesOf(error)).toEqual([]);
  });
});
