import type { FleetState } from './fleet-state';
import { round1, round6 } from './round';
import type { MonitorRecord, TruckState, TyreRecord } from './types';

/**
 * Live monitor records, one per truck, as plain JSON. A parked or idling truck reports speed 0
 * (its internal speed may still hold the last drive's value); a lost one keeps its last report.
 */
export function snapshot(state: FleetState): MonitorRecord[] {
  return snapshotInto(state, []);
}

/**
 * The snapshot written over the one before (`into`): each truck's record, cold-chain list and tyres
 * are reused while they belong to it, so a tick at 50,000 trucks allocates no new record per truck
 * (issue 26, 2). Only for callers that keep no record of a step past the next one (the runtime's
 * monitor records copy what they keep).
 */
export function snapshotInto(state: FleetState, into: MonitorRecord[]): MonitorRecord[] {
  const trucks = state.trucks;
  into.length = trucks.length;
  for (let i = 0; i < trucks.length; i++) {
    const t = trucks[i];
    const rec = into[i];
    into[i] = rec !== undefined && rec.uid === t.uid ? fill(rec, t) : fill({ uid: t.uid } as MonitorRecord, t);
  }
  return into;
}

function fill(rec: MonitorRecord, t: TruckState): MonitorRecord {
  const moving = t.status === 'driving' || t.status === 'lost';
  rec.carNo = t.carNo;
  rec.lat = round6(t.lat);
  rec.lng = round6(t.lng);
  rec.speed = moving ? round1(t.speed) : 0;
  rec.heading = Math.round(t.heading) % 360;
  rec.status = t.status;
  rec.mileage = round1(t.mileage);
  rec.fuel = round1(t.fuel);
  rec.rpm = Math.round(t.rpm);
  rec.engineTemp = round1(t.engineTemp);
  rec.gpsTime = t.gpsTime;
  // optional fields are absent, not undefined, as in a record built afresh
  if (t.driverUid !== undefined) rec.driverUid = t.driverUid;
  else if ('driverUid' in rec) delete rec.driverUid;
  if (t.lastEventType !== undefined) rec.lastEventType = t.lastEventType;
  else if ('lastEventType' in rec) delete rec.lastEventType;
  if (t.temps) rec.temperatures = copyInto(rec.temperatures, t.temps);
  else if ('temperatures' in rec) delete rec.temperatures;
  if (t.tyres) rec.tyres = tyresInto(rec.tyres, t.tyres);
  else if ('tyres' in rec) delete rec.tyres;
  return rec;
}

function copyInto(into: number[] | undefined, from: readonly number[]): number[] {
  if (!into || into.length !== from.length) return from.slice();
  for (let k = 0; k < from.length; k++) into[k] = from[k];
  return into;
}

function tyresInto(into: TyreRecord[] | undefined, from: NonNullable<TruckState['tyres']>): TyreRecord[] {
  const out = into && into.length === from.length ? into : new Array<TyreRecord>(from.length);
  for (let k = 0; k < from.length; k++) {
    const ty = from[k];
    const rec = out[k];
    if (rec) {
      rec.pressure = ty.pressure;
      rec.temperature = ty.temperature;
      rec.leakRate = ty.leakRate;
      rec.code = ty.code;
    } else out[k] = { position: k + 1, pressure: ty.pressure, temperature: ty.temperature, leakRate: ty.leakRate, code: ty.code };
  }
  return out;
}
