import type { FleetState } from './fleet-state';
import { round1, round6 } from './round';
import type { MonitorRecord } from './types';

/**
 * Live monitor records, one per truck, as plain JSON. A parked or idling truck reports speed 0
 * (its internal speed may still hold the last drive's value); a lost one keeps its last report.
 */
export function snapshot(state: FleetState): MonitorRecord[] {
  const out: MonitorRecord[] = new Array(state.trucks.length);
  for (let i = 0; i < state.trucks.length; i++) {
    const t = state.trucks[i];
    const moving = t.status === 'driving' || t.status === 'lost';
    const rec: MonitorRecord = {
      uid: t.uid,
      carNo: t.carNo,
      lat: round6(t.lat),
      lng: round6(t.lng),
      speed: moving ? round1(t.speed) : 0,
      heading: Math.round(t.heading) % 360,
      status: t.status,
      mileage: round1(t.mileage),
      fuel: round1(t.fuel),
      rpm: Math.round(t.rpm),
      engineTemp: round1(t.engineTemp),
      gpsTime: t.gpsTime,
    };
    if (t.driverUid !== undefined) rec.driverUid = t.driverUid;
    if (t.lastEventType !== undefined) rec.lastEventType = t.lastEventType;
    if (t.temps) rec.temperatures = t.temps.slice();
    if (t.tyres) {
      rec.tyres = t.tyres.map((ty, k) => ({
        position: k + 1,
        pressure: ty.pressure,
        temperature: ty.temperature,
        leakRate: ty.leakRate,
        code: ty.code,
      }));
    }
    out[i] = rec;
  }
  return out;
}
