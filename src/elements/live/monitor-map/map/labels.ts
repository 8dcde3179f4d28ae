import type { SettingCheckbox } from '../../../../core/storage';
import { formatSpeed } from '../../../../core/format/numbers';
import type { FleetCar } from '../fleet/records';

/** The label lines of a truck: carNo and driver on the first, speed and fences on the second. */
export function labelLines(car: FleetCar, settings: SettingCheckbox): string[] {
  const first = [settings.carNo ? car.carNo : '', settings.driverName ? car.driverName : ''].filter(Boolean).join(' ');
  const second = [settings.speed ? formatSpeed(car.speed) : '', settings.fence && car.fences.length ? car.fences.join('、') : '']
    .filter(Boolean).join(' ');
  return [first, second].filter(Boolean);
}
