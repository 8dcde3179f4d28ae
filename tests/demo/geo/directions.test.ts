import { describe, expect, it } from 'vitest';
import { directions, geocode, getRoadGraph, haversine } from '../../../demo/server/geo/index';

const at = (q: string) => {
  const r = geocode(q);
  if (!r) throw new Error(`no geocode for ${q}`);
  return { lat: r.lat, lng: r.lng };
};

describe('road graph', () => {
  it('is a single connected network', () => {
    const g = getRoadGraph();
    expect(g.nodeCount).toBeGreaterThan(300);
    for (let i = 0; i < g.nodeCount; i++) expect(g.component[i]).toBe(g.mainComponent);
  });
});

describe('directions', () => {
  it('routes 基隆港 to 高雄港 along 國道 for 330 to 420 km', () => {
    const d = directions(at('基隆港'), at('高雄港'));
    expect(d).not.toBeNull();
    expect(d!.distanceMeters).toBeGreaterThanOrEqual(330_000);
    expect(d!.distanceMeters).toBeLessThanOrEqual(420_000);
    const freeway = d!.steps.filter((s) => s.road.startsWith('國道')).reduce((a, s) => a + s.distanceMeters, 0);
    expect(freeway / d!.distanceMeters).toBeGreaterThan(0.8);
  });

  it('takes a duration consistent with truck speeds of 40 to 90 km/h', () => {
    const d = directions(at('基隆港'), at('高雄港'))!;
    expect(d.durationSeconds).toBeGreaterThanOrEqual(d.distanceMeters / (90 / 3.6) - 1);
    expect(d.durationSeconds).toBeLessThanOrEqual(d.distanceMeters / (40 / 3.6) + 1);
  });

  it('starts the path at the origin and ends it at the destination', () => {
    const from = at('臺北車站');
    const to = at('臺中港');
    const d = directions(from, to)!;
    expect(d.path[0]).toEqual(from);
    expect(d.path[d.path.length - 1]).toEqual(to);
  });

  it('has steps whose lengths add up to the total distance', () => {
    const d = directions(at('桃園國際機場'), at('新竹科學園區'))!;
    const sum = d.steps.reduce((a, s) => a + s.distanceMeters, 0);
    expect(Math.abs(sum - d.distanceMeters)).toBeLessThanOrEqual(d.steps.length);
    for (let i = 1; i < d.steps.length; i++) expect(d.steps[i].road).not.toBe(d.steps[i - 1].road);
  });

  it('passes through the via points', () => {
    const from = at('臺北車站');
    const via = at('臺中車站');
    const to = at('高雄車站');
    const direct = directions(from, to)!;
    const viaRoute = directions(from, to, [via])!;
    expect(viaRoute.path.some((p) => haversine(p.lat, p.lng, via.lat, via.lng) < 1)).toBe(true);
    expect(viaRoute.distanceMeters).toBeGreaterThanOrEqual(direct.distanceMeters);
  });

  it('follows the east coast 台9線 from 宜蘭 to 花蓮', () => {
    const d = directions(at('宜蘭車站'), at('花蓮車站'))!;
    expect(d.steps.map((s) => s.road)).toContain('台9線');
    expect(d.distanceMeters).toBeGreaterThan(90_000);
    expect(d.distanceMeters).toBeLessThan(140_000);
  });
});
