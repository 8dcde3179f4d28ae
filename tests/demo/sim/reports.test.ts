import { describe, expect, it } from 'vitest';
import {
  LOST_AFTER_MS, PARK_AFTER_MS, adoptReport, ageReported, applyReport, createFleet, getPlanner, roadAt, snapshot, step,
  type Journey, type PositionReport, type SimEvent,
} from '../../../demo/server/sim/index';
import { destination } from '../../../demo/server/geo/math';
import { NOW0, makeSeeds } from './helpers';

/** Issue 25, 3: trucks moved by a real device's reports (sim/reports.ts). */
const BASE = { lat: 24.1477, lng: 120.6736 };
const at = (m: number) => destination(BASE.lat, BASE.lng, 90, m);
const report = (minutes: number, meters: number, speed: number): PositionReport => ({ time: NOW0 + minutes * 60_000, ...at(meters), speed, heading: null });

function fleetWithFence() {
  const fleet = createFleet({ seed: 3, trucks: makeSeeds(2), nowMs: NOW0, fences: [{ uid: 'f1', name: '圍籬', kind: 'circle', center: at(2000), radius: 300 }] });
  return { fleet, truck: fleet.trucks[0] };
}

describe('reported trucks', () => {
  it('taking a truck over emits nothing: it stands at the report, with its fence flags set silently', () => {
    const { fleet, truck } = fleetWithFence();
    adoptReport(fleet, truck, report(0, 2000, 0), NOW0);
    expect(truck.reported).toBeTruthy();
    expect([truck.lat, truck.lng]).toEqual([at(2000).lat, at(2000).lng]);
    expect(truck.status).toBe('parking');
    expect(Array.from(truck.fenceIn)).toEqual([1]);
  });

  it('step leaves a reported truck alone while simulating the others', () => {
    const { fleet, truck } = fleetWithFence();
    adoptReport(fleet, truck, report(0, 0, 40), NOW0);
    const other = { lat: fleet.trucks[1].lat, lng: fleet.trucks[1].lng };
    for (let i = 1; i <= 600; i += 1) step(fleet, 5, NOW0 + i * 5000);
    expect(snapshot(fleet)[0]).toMatchObject({ lat: Number(at(0).lat.toFixed(6)), status: 'driving', gpsTime: NOW0 });
    expect([fleet.trucks[1].lat, fleet.trucks[1].lng]).not.toEqual([other.lat, other.lng]);
  });

  it('moving off starts a journey (engineOn); speeding and crossing a fence (in, out) are events; standing 5 minutes parks and closes it', () => {
    const { fleet, truck } = fleetWithFence();
    const events: SimEvent[] = [];
    const journeys: Journey[] = [];
    adoptReport(fleet, truck, report(0, 0, 0), NOW0);
    applyReport(fleet, truck, report(1, 500, 50), events, journeys);
    applyReport(fleet, truck, report(2, 2000, 130), events, journeys);
    applyReport(fleet, truck, report(3, 3000, 0), events, journeys);
    expect(events.map((e) => e.type)).toEqual(['engineOn', 'speeding', 'fence', 'fence']);
    expect(events.slice(2).map((e) => e.trigger)).toEqual(['enter', 'leave']);
    expect(truck.status).toBe('idling');
    applyReport(fleet, truck, report(3 + PARK_AFTER_MS / 60_000, 3000, 0), events, journeys);
    expect(events.at(-1)!.type).toBe('parked');
    expect(journeys).toHaveLength(1);
    expect(journeys[0]).toMatchObject({ startTime: NOW0 + 60_000, maxSpeed: 130 });
    expect(journeys[0].distanceMeters).toBeGreaterThan(2990);
    expect(journeys[0].points.length).toBeGreaterThanOrEqual(4);
    expect(truck.status).toBe('parking');
  });

  it('between reports: a truck that stands parks, and a silent one is lost', () => {
    const { fleet, truck } = fleetWithFence();
    const events: SimEvent[] = [];
    const journeys: Journey[] = [];
    adoptReport(fleet, truck, report(0, 0, 0), NOW0);
    applyReport(fleet, truck, report(1, 800, 40), events, journeys);
    applyReport(fleet, truck, report(2, 900, 0), events, journeys);
    ageReported(truck, NOW0 + 2 * 60_000 + PARK_AFTER_MS, events, journeys);
    expect(truck.status).toBe('parking');
    expect(journeys).toHaveLength(1);
    applyReport(fleet, truck, report(10, 1500, 40), events, journeys);
    ageReported(truck, NOW0 + 10 * 60_000 + LOST_AFTER_MS, events, journeys);
    expect(truck.status).toBe('lost');
  });

  it('a report off the road network is held to the highest limit; on a road, to that road\'s', () => {
    const graph = getPlanner().graph;
    expect(roadAt(graph, 23.5, 119.0)).toEqual({ limit: 90, name: '' });
    const node = 0;
    expect([50, 70, 90]).toContain(roadAt(graph, graph.lat[node], graph.lng[node]).limit);
  });
});
