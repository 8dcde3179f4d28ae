import type { CarFacts } from '../api/contract/monitor-feed';
import type { MonitorRecord } from '../api/contract/monitor';

/** The facts of a record (what rarely changes), in a fixed key order so that equal facts print alike. */
export function factsOf(record: MonitorRecord): CarFacts {
  const facts: CarFacts = {
    carUid: record.carUid,
    carNo: record.carNo,
    driverUid: record.driverUid,
    driverName: record.driverName,
    departmentUid: record.departmentUid,
    devices: record.devices,
    lastEvent: record.lastEvent,
    fences: record.fences,
  };
  if (record.address !== undefined) facts.address = record.address;
  if (record.tyres) facts.tyres = record.tyres.map(({ position, label, axle }) => ({ position, label, axle }));
  return facts;
}

/** A car the receiver has no facts for yet (it missed them): drawn by its uid alone until they arrive. */
export function unknownFacts(carUid: string): CarFacts {
  return {
    carUid, carNo: carUid, driverUid: null, driverName: '', departmentUid: null,
    devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false }, lastEvent: null, fences: [],
  };
}
