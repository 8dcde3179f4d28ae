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

export function tyreReadings(tyres: readonly TyreRecord[]): TyreReading[] {
  const layout = LAYOUTS[tyres.length];
  return tyres.map((t) => {
    const [label, axle] = layout?.[t.position - 1] ?? [`輪胎 ${t.position}`, Math.ceil(t.position / 2)];
    const status = Math.max(0, Math.min(11, Math.round(t.code)));
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
    mileage: Math.round((sim.mileage + extras.mileageOffset) * 10) / 10,
    fuel: sim.fuel,
    rpm: sim.rpm,
    engineTemp: sim.engineTemp,
    lastEvent: extras.lastEvent,
    fences: extras.fences,
    devices: devicesOf(car),
  };
  if (car.udid && sim.temperatures) record.temperatures = sim.temperatures;
  if (car.udid && sim.tyres) record.tyres = tyreReadings(sim.tyres);
  return record;
}
