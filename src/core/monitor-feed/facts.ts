import type { CarFacts, TyrePlace } from '../api/contract/monitor-feed';
import type { MonitorRecord } from '../api/contract/monitor';

/** The facts of a record: what rarely changes about a car. */
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

const sameList = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined, same: (x: T, y: T) => boolean) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => same(x, b[i])));
const samePlace = (a: TyrePlace, b: TyrePlace) => a.position === b.position && a.label === b.label && a.axle === b.axle;
const sameDevices = (a: CarFacts['devices'], b: CarFacts['devices']) =>
  a === b || (a.dvr === b.dvr && a.tpms === b.tpms && a.coldChain === b.coldChain && a.dms === b.dms && a.tachograph === b.tachograph);
const sameEvent = (a: CarFacts['lastEvent'], b: CarFacts['lastEvent']) =>
  a === b || (!!a && !!b && a.type === b.type && a.title === b.title && a.time === b.time);

/**
 * True when a record still has these facts. Compared field by field rather than built and printed,
 * since the server asks it for every car every second.
 */
export function factsStillHold(facts: CarFacts, record: MonitorRecord): boolean {
  return facts.carNo === record.carNo && facts.driverUid === record.driverUid && facts.driverName === record.driverName
    && facts.departmentUid === record.departmentUid && facts.address === record.address
    && sameDevices(facts.devices, record.devices) && sameEvent(facts.lastEvent, record.lastEvent)
    && sameList(facts.fences, record.fences, (x, y) => x === y) && sameList(facts.tyres, record.tyres, samePlace);
}

/** A car the receiver has no facts for yet (it missed them): drawn by its uid alone until they arrive. */
export function unknownFacts(carUid: string): CarFacts {
  return {
    carUid, carNo: carUid, driverUid: null, driverName: '', departmentUid: null,
    devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false }, lastEvent: null, fences: [],
  };
}
