import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { ROADS } from '../../../src/core/geo-data';

/** N synthetic trucks on Taiwan's freeways and provincial roads (seeded, so every run draws the same fleet). */
let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const STATUSES = ['driving', 'driving', 'driving', 'idling', 'parking', 'parking', 'lost', 'nodevice'] as const;

export interface BenchFleet {
  /** One 'message': every truck as a fresh record, driving ones moved ~200 m. */
  message(): MonitorRecord[];
}

export function benchFleet(n: number): BenchFleet {
  const roads = ROADS.filter((r) => r.cls !== 'urban');
  const trucks = Array.from({ length: n }, (_, i) => {
    const road = roads[Math.floor(random() * roads.length)];
    const k = Math.floor(random() * (road.points.length - 1));
    const t = random();
    const [a, b] = [road.points[k], road.points[k + 1]];
    return {
      i, lat: a[0] + (b[0] - a[0]) * t + (random() - 0.5) * 0.02, lng: a[1] + (b[1] - a[1]) * t + (random() - 0.5) * 0.02,
      heading: random() * 360, status: STATUSES[i % STATUSES.length],
    };
  });
  return {
    message() {
      const now = Date.now();
      return trucks.map((t) => {
        if (t.status === 'driving') {
          t.heading = (t.heading + (random() - 0.5) * 20 + 360) % 360;
          t.lat += 0.002 * Math.cos((t.heading * Math.PI) / 180);
          t.lng += 0.002 * Math.sin((t.heading * Math.PI) / 180);
        }
        return {
          uid: `car-${t.i}`, carUid: `car-${t.i}`, carNo: `BEN-${String(t.i).padStart(5, '0')}`, driverUid: null, driverName: `駕駛${t.i}`,
          departmentUid: null, lat: t.lat, lng: t.lng, speed: t.status === 'driving' ? 60 : 0, heading: t.heading, direction: t.heading,
          status: t.status, gpsTime: now, time: now, mileage: 0, fuel: 50, rpm: 0, engineTemp: 80, lastEvent: null, fences: [],
          devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false },
        };
      });
    },
  };
}
