import { describe, expect, it } from 'vitest';
import { haversine } from '../../../demo/server/geo/index';
import {
  createFleet,
  findTruck,
  pointAlongRoute,
  setFences,
  snapshot,
  step,
  tpmsCode,
  type FleetState,
  type Journey,
  type SimEvent,
} from '../../../demo/server/sim/index';
import { makeSeeds, NOW0 } from './helpers';

function run(fleet: FleetState, steps: number, dt: number, t0 = NOW0) {
  const events: SimEvent[] = [];
  const journeys: Journey[] = [];
  for (let i = 1; i <= steps; i++) {
    const r = step(fleet, dt, t0 + i * dt * 1000);
    events.push(...r.events);
    journeys.push(...r.journeys);
  }
  return { events, journeys };
}

describe('fleet simulator', () => {
  it('is deterministic for a seed', () => {
    const a = createFleet({ seed: 11, trucks: makeSeeds(60), nowMs: NOW0 });
    const b = createFleet({ seed: 11, trucks: makeSeeds(60), nowMs: NOW0 });
    const ra = run(a, 300, 5);
    const rb = run(b, 300, 5);
    expect(JSON.stringify(snapshot(a))).toBe(JSON.stringify(snapshot(b)));
    expect(JSON.stringify(ra)).toBe(JSON.stringify(rb));
  });

  it('differs between seeds', () => {
    const a = createFleet({ seed: 1, trucks: makeSeeds(30), nowMs: NOW0 });
    const b = createFleet({ seed: 2, trucks: makeSeeds(30), nowMs: NOW0 });
    expect(JSON.stringify(snapshot(a))).not.toBe(JSON.stringify(snapshot(b)));
  });

  it('moves trucks that are driving and keeps parked and lost trucks in place', () => {
    const fleet = createFleet({ seed: 5, trucks: makeSeeds(400), nowMs: NOW0 });
    const seen = { driving: 0, parking: 0, lost: 0 };
    const violations: string[] = [];
    let before = snapshot(fleet);
    for (let i = 1; i <= 360; i++) {
      step(fleet, 10, NOW0 + i * 10_000);
      const after = snapshot(fleet);
      for (let k = 0; k < after.length; k++) {
        const p = before[k];
        const q = after[k];
        if (p.status !== q.status) continue;
        const moved = p.lat !== q.lat || p.lng !== q.lng;
        if (q.status === 'driving') {
          if (!moved) violations.push(`driving truck ${q.uid} did not move at step ${i}`);
          seen.driving++;
        } else if (q.status === 'parking' || q.status === 'lost') {
          if (moved) violations.push(`${q.status} truck ${q.uid} moved at step ${i}`);
          seen[q.status]++;
        }
      }
      before = after;
    }
    expect(violations).toEqual([]);
    expect(seen.driving).toBeGreaterThan(0);
    expect(seen.parking).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
  });

  it('freezes the report time of a lost truck', () => {
    const fleet = createFleet({ seed: 5, trucks: makeSeeds(400), nowMs: NOW0 });
    let checked = 0;
    for (let i = 1; i <= 360 && checked === 0; i++) {
      const now = NOW0 + i * 10_000;
      step(fleet, 10, now);
      for (const r of snapshot(fleet)) {
        if (r.status === 'lost') {
          expect(r.gpsTime).toBeLessThan(now);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps trucks without a device in the nodevice status, unmoving and silent', () => {
    const seeds = makeSeeds(10).map((s, i) => ({ ...s, hasDevice: i % 2 === 0 }));
    const fleet = createFleet({ seed: 3, trucks: seeds, nowMs: NOW0 });
    const first = snapshot(fleet);
    const { events } = run(fleet, 200, 10);
    const last = snapshot(fleet);
    for (let i = 1; i < 10; i += 2) {
      expect(last[i].status).toBe('nodevice');
      expect(last[i].lat).toBe(first[i].lat);
      expect(last[i].lng).toBe(first[i].lng);
      expect(events.some((e) => e.carUid === seeds[i].uid)).toBe(false);
    }
  });

  it('produces a fence enter then a leave event for a truck crossing a small circle fence on its path', () => {
    const fleet = createFleet({ seed: 21, trucks: makeSeeds(40), nowMs: NOW0 });
    const truck = fleet.trucks.find((t) => t.status === 'driving' && t.route !== null && t.route.length - t.pos > 5000);
    expect(truck).toBeDefined();
    const center = pointAlongRoute(truck!.route!, truck!.pos + 2000);
    setFences(fleet, [{ uid: 'f1', name: '測試圍籬', kind: 'circle', center, radius: 150 }]);
    const fenceEvents: SimEvent[] = [];
    for (let i = 1; i <= 3600 && fenceEvents.length < 2; i++) {
      const { events } = step(fleet, 1, NOW0 + i * 1000);
      fenceEvents.push(...events.filter((e) => e.type === 'fence' && e.carUid === truck!.uid));
    }
    expect(fenceEvents.map((e) => e.trigger)).toEqual(['enter', 'leave']);
    expect(fenceEvents[0].fenceUid).toBe('f1');
    expect(fenceEvents[0].fenceName).toBe('測試圍籬');
    expect(haversine(fenceEvents[0].lat, fenceEvents[0].lng, center.lat, center.lng)).toBeLessThanOrEqual(151);
    expect(fenceEvents[1].time).toBeGreaterThan(fenceEvents[0].time);
  });

  it('detects fence crossings for polygon fences', () => {
    const fleet = createFleet({ seed: 21, trucks: makeSeeds(40), nowMs: NOW0 });
    const truck = fleet.trucks.find((t) => t.status === 'driving' && t.route !== null && t.route.length - t.pos > 5000)!;
    const c = pointAlongRoute(truck.route!, truck.pos + 1500);
    const d = 0.002;
    const points = [
      { lat: c.lat - d, lng: c.lng - d },
      { lat: c.lat - d, lng: c.lng + d },
      { lat: c.lat + d, lng: c.lng + d },
      { lat: c.lat + d, lng: c.lng - d },
    ];
    setFences(fleet, [{ uid: 7, name: '倉庫', kind: 'polygon', points }]);
    const triggers: string[] = [];
    for (let i = 1; i <= 3600 && triggers.length < 2; i++) {
      for (const e of step(fleet, 1, NOW0 + i * 1000).events) if (e.type === 'fence' && e.carUid === truck.uid) triggers.push(e.trigger!);
    }
    expect(triggers).toEqual(['enter', 'leave']);
  });

  it('produces a speeding event when speed exceeds the road limit', () => {
    const fleet = createFleet({ seed: 8, trucks: makeSeeds(20, { speedFactor: 1.4 }), nowMs: NOW0 });
    const { events } = run(fleet, 300, 1);
    const speeding = events.filter((e) => e.type === 'speeding');
    expect(speeding.length).toBeGreaterThan(0);
    for (const e of speeding) {
      expect([50, 70, 90]).toContain(e.limit);
      expect(e.speed).toBeGreaterThan(e.limit!);
    }
  });

  it('produces no speeding events for a slow driver', () => {
    const fleet = createFleet({ seed: 8, trucks: makeSeeds(20, { speedFactor: 0.8 }), nowMs: NOW0 });
    const { events } = run(fleet, 600, 1);
    expect(events.filter((e) => e.type === 'speeding')).toHaveLength(0);
  });

  it('keeps TPMS codes in 0..11 and consistent with the tyre readings', () => {
    const fleet = createFleet({ seed: 13, trucks: makeSeeds(300, { tpms: true }), nowMs: NOW0 });
    const codes = new Set<number>();
    const violations: string[] = [];
    for (let i = 1; i <= 120; i++) {
      step(fleet, 30, NOW0 + i * 30_000);
      if (i % 10 !== 0) continue;
      for (const r of snapshot(fleet)) {
        if (!r.tyres || (r.tyres.length !== 6 && r.tyres.length !== 10)) violations.push(`truck ${r.uid} has ${r.tyres?.length} tyres`);
        for (const ty of r.tyres ?? []) {
          if (!(Number.isInteger(ty.code) && ty.code >= 0 && ty.code <= 11)) violations.push(`code ${ty.code} out of range`);
          if (ty.code !== tpmsCode(ty.pressure, ty.temperature, ty.leakRate)) violations.push(`code ${ty.code} does not match ${JSON.stringify(ty)}`);
          codes.add(ty.code);
        }
      }
    }
    expect(violations).toEqual([]);
    expect(codes.has(0)).toBe(true);
    expect([...codes].some((c) => c !== 0)).toBe(true);
  });

  it('gives cold-chain trucks 1 to 4 sensors near a frozen or chilled setpoint', () => {
    const fleet = createFleet({ seed: 4, trucks: makeSeeds(50, { coldChain: true }), nowMs: NOW0 });
    run(fleet, 60, 30);
    for (const r of snapshot(fleet)) {
      expect(r.temperatures!.length).toBeGreaterThanOrEqual(1);
      expect(r.temperatures!.length).toBeLessThanOrEqual(4);
      for (const c of r.temperatures!) expect(c < -12 || (c > -1 && c < 15)).toBe(true);
    }
  });

  it('closes a journey when a truck parks', () => {
    const fleet = createFleet({ seed: 17, trucks: makeSeeds(20), nowMs: NOW0 });
    let found: { journey: Journey; now: number; parked: SimEvent | undefined } | null = null;
    for (let i = 1; i <= 8640 && !found; i++) {
      const now = NOW0 + i * 10_000;
      const r = step(fleet, 10, now);
      if (r.journeys.length > 0) {
        const journey = r.journeys[0];
        found = { journey, now, parked: r.events.find((e) => e.type === 'parked' && e.carUid === journey.carUid) };
      }
    }
    expect(found).not.toBeNull();
    const { journey, now, parked } = found!;
    expect(findTruck(fleet, journey.carUid)?.status).toBe('parking');
    expect(parked).toBeDefined();
    expect(journey.endTime).toBe(now);
    expect(journey.startTime).toBeLessThan(journey.endTime);
    expect(journey.distanceMeters).toBeGreaterThan(0);
    expect(journey.maxSpeed).toBeGreaterThanOrEqual(journey.avgSpeed);
    expect(journey.points.length).toBeGreaterThanOrEqual(2);
    expect(journey.startAddress).toMatch(/^\d{3}\S+(市|縣)/);
    expect(journey.endAddress).toMatch(/^\d{3}\S+(市|縣)/);
    const end = journey.points[journey.points.length - 1];
    expect(haversine(end.lat, end.lng, journey.endLat, journey.endLng)).toBeLessThan(1);
  });

  it('uses the injected DTC picker for dtc events', () => {
    const picks: string[] = [];
    const fleet = createFleet({
      seed: 9,
      trucks: makeSeeds(400),
      nowMs: NOW0,
      pickDtc: (model, rng) => {
        picks.push(model);
        return { code: 'P0217', level: rng() < 2 ? 'A' : 'F' };
      },
    });
    const { events } = run(fleet, 360, 30);
    const dtc = events.filter((e) => e.type === 'dtc');
    expect(dtc.length).toBeGreaterThan(0);
    expect(dtc.length).toBe(picks.length);
    for (const e of dtc) expect(e).toMatchObject({ code: 'P0217', level: 'A' });
  });

  it('reports engineOverheat once the coolant passes the threshold', () => {
    const fleet = createFleet({ seed: 6, trucks: makeSeeds(20), nowMs: NOW0 });
    const truck = fleet.trucks.find((t) => t.status === 'driving')!;
    truck.overheatFault = true;
    let event: SimEvent | undefined;
    for (let i = 1; i <= 240 && !event; i++) {
      event = step(fleet, 5, NOW0 + i * 5000).events.find((e) => e.type === 'engineOverheat' && e.carUid === truck.uid);
    }
    expect(event).toBeDefined();
    expect(event!.engineTemp).toBeGreaterThanOrEqual(105);
  });

  it('returns monitor records as plain JSON with the expected fields', () => {
    const fleet = createFleet({ seed: 2, trucks: makeSeeds(30), nowMs: NOW0 });
    run(fleet, 30, 10);
    const snap = snapshot(fleet);
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    for (const r of snap) {
      expect(['driving', 'idling', 'parking', 'lost']).toContain(r.status);
      expect(r.heading).toBeGreaterThanOrEqual(0);
      expect(r.heading).toBeLessThan(360);
      expect(r.fuel).toBeGreaterThan(0);
      expect(r.fuel).toBeLessThanOrEqual(100);
      expect(typeof r.carNo).toBe('string');
      if (r.status === 'parking') expect(r.rpm).toBe(0);
      if (r.status === 'driving') expect(r.rpm).toBeGreaterThan(0);
    }
  });
});
