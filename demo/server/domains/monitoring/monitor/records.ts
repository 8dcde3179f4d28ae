import { TPMS_STATUS_LABELS, type TyreReading } from '../../../../../src/core/api/contract/device';
import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { MonitorRecord as SimRecord, TyreRecord } from '../../../sim';
import { deviceFlags, type CarRow } from '../shared/cars';

/** Tyre names by position for the two TPMS layouts (6: two axles, 10: three axles). */
const LAYOUTS: Record<number, ReadonlyArray<readonly [label: string, axle: number]>> = {
  6: [['前軸左', 1], ['前軸右', 1], ['後軸左外', 2], ['後軸左內', 2], ['後軸右內', 2], ['後軸右外', 2]],
  10: [['前軸左', 1], ['前軸右', 1], ['中軸左外', 2], ['中軸左內', 2], ['中軸右內', 2], ['中軸右外', 2],
    ['後軸左外', 3], ['後軸左內', 3], ['後軸右內', 3], ['後軸右外', 3]],
};

const tyreStatusOf = (t: TyreRecord) => Math.max(0, Math.min(11, Math.round(t.code)));

export function tyreReadings(tyres: readonly TyreRecord[]): TyreReading[] {
  const layout = LAYOUTS[tyres.length];
  return tyres.map((t) => {
    const [label, axle] = layout?.[t.position - 1] ?? [`輪胎 ${t.position}`, Math.ceil(t.position / 2)];
    const status = tyreStatusOf(t);
    return { position: t.position, label, axle, pressure: t.pressure, temperature: t.temperature, status, statusLabel: TPMS_STATUS_LABELS[status] };
  });
}

export interface LiveExtras {
  lastEvent: MonitorRecord['lastEvent'];
  fences: string[];
  /** Added to the simulator's odometer so it carries on across restarts. */
  mileageOffset: number;
}

/**
 * A car's device flags, made once per car row rather than once per car per tick (issue 26, 2): the
 * rows are read anew when the cars change or every 30 ticks, so a change is seen then. Frozen,
 * since every record of the car shares them.
 */
const flagsByCar = new WeakMap<CarRow, Readonly<MonitorRecord['devices']>>();
function devicesOf(car: CarRow): MonitorRecord['devices'] {
  let flags = flagsByCar.get(car);
  if (!flags) flagsByCar.set(car, (flags = Object.freeze(deviceFlags(car.devices, car.udid))));
  return flags;
}

/** One car of the live monitor data (spec 3 'Driving monitor'), from the simulator's record (pure). */
export function monitorRecordOf(sim: SimRecord, car: CarRow, extras: LiveExtras): MonitorRecord {
  const record: MonitorRecord = {
    carUid: car.uid,
    carNo: car.car_no,
    driverUid: car.driver_uid,
    driverName: car.driver_name ?? '',
    departmentUid: car.department_uid,
    lat: sim.lat,
    lng: sim.lng,
    speed: sim.speed,
    direction: sim.heading,
    status: car.udid ? sim.status : 'nodevice',
    time: sim.gpsTime,
    mileage: mileageOf(sim, extras),
    fuel: sim.fuel,
    rpm: sim.rpm,
    engineTemp: sim.engineTemp,
    lastEvent: extras.lastEvent,
    fences: extras.fences,
    devices: devicesOf(car),
  };
  if (car.udid && sim.temperatures) record.temperatures = sim.temperatures.slice();
  if (car.udid && sim.tyres) record.tyres = tyreReadings(sim.tyres);
  return record;
}

const mileageOf = (sim: SimRecord, extras: LiveExtras) => Math.round((sim.mileage + extras.mileageOffset) * 10) / 10;

/**
 * monitorRecordOf written over the car's record of the tick before (issue 26, 2): the same fields, in
 * the same order, so the record prints and compares as one built afresh. A record whose readings
 * appear, vanish or change in number is built afresh instead (its keys' order would differ).
 */
export function updateMonitorRecord(record: MonitorRecord | undefined, sim: SimRecord, car: CarRow, extras: LiveExtras): MonitorRecord {
  const temperatures = car.udid ? sim.temperatures : undefined;
  const tyres = car.udid ? sim.tyres : undefined;
  if (record === undefined || record.carUid !== car.uid
    || record.temperatures?.length !== temperatures?.length || record.tyres?.length !== tyres?.length) return monitorRecordOf(sim, car, extras);
  record.carNo = car.car_no;
  record.driverUid = car.driver_uid;
  record.driverName = car.driver_name ?? '';
  record.departmentUid = car.department_uid;
  record.lat = sim.lat;
  record.lng = sim.lng;
  record.speed = sim.speed;
  record.direction = sim.heading;
  record.status = car.udid ? sim.status : 'nodevice';
  record.time = sim.gpsTime;
  record.mileage = mileageOf(sim, extras);
  record.fuel = sim.fuel;
  record.rpm = sim.rpm;
  record.engineTemp = sim.engineTemp;
  record.lastEvent = extras.lastEvent;
  record.fences = extras.fences;
  record.devices = devicesOf(car);
  if (temperatures) for (let k = 0; k < temperatures.length; k++) record.temperatures![k] = temperatures[k];
  if (tyres) {
    const readings = record.tyres!;
    for (let k = 0; k < tyres.length; k++) {
      const t = tyres[k];
      const reading = readings[k];
      reading.pressure = t.pressure;
      reading.temperature = t.temperature;
      reading.status = tyreStatusOf(t);
      reading.statusLabel = TPMS_STATUS_LABELS[reading.status];
    }
  }
  return record;
}

/** How many times each fleet's records list was written (recordsOf): a list kept in place is told apart by tick. */
const versions = new WeakMap<readonly MonitorRecord[], number>();

export function recordsUpdated(records: readonly MonitorRecord[]): void {
  versions.set(records, (versions.get(records) ?? 0) + 1);
}

/** The list's write count: equal counts, the same tick's records; 0 for a list never written in place (another process's answer). */
export const recordsVersion = (records: readonly MonitorRecord[]): number => versions.get(records) ?? 0;
