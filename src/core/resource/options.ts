import type { ReadableAtom } from 'nanostores';
import { listCars } from '../api/cars';
import type { CarRow } from '../api/contract/cars';
import type { CommonOption, CommonOptionKind, OptionCategory, OptionRow } from '../api/contract/options';
import type { DriverRow } from '../api/contract/users';
import { listCommonOptions, listOptions } from '../api/options';
import { listDrivers } from '../api/users';
import { unwrap } from './errors';
import { createOptionStore, type OptionsState, type OptionStore } from './option-store';

/** The most rows one list call answers (the contract caps limit at 1000). */
export const OPTION_LIMIT = 1000;

const enterpriseOptions = (category: OptionCategory) => createOptionStore<OptionRow>(
  async () => unwrap(await listOptions({ category, offset: 0, limit: OPTION_LIMIT })).list,
  (row) => ({ value: row.uid, label: row.name }),
);

/** A static catalogue of spec 3 (car_kind, etc_type, fuel_type): value stored on the car, label shown. */
const commonOptions = (kind: CommonOptionKind) => createOptionStore<CommonOption>(
  async () => unwrap(await listCommonOptions({ kinds: [kind] }))[kind] ?? [],
  (option) => ({ value: option.value, label: option.label }),
);

const stores = {
  departments: enterpriseOptions('department'),
  taskKinds: enterpriseOptions('task'),
  maintenanceKinds: enterpriseOptions('maintenance'),
  /** Cars under management (spec 5), not deleted, by car number. */
  managedCars: createOptionStore<CarRow>(
    async () => unwrap(await listCars({ filterEnabledCode: true, offset: 0, limit: OPTION_LIMIT })).list
      .filter((car) => !car.deleted)
      .sort((a, b) => a.carNo.localeCompare(b.carNo)),
    (car) => ({ value: car.uid, label: car.carNo }),
  ),
  carKinds: commonOptions('car_kind'),
  etcTypes: commonOptions('etc_type'),
  fuelTypes: commonOptions('fuel_type'),
  drivers: createOptionStore<DriverRow>(
    async () => unwrap(await listDrivers({ offset: 0, limit: OPTION_LIMIT })).list,
    (driver) => ({ value: driver.uid, label: driver.zhName }),
  ),
} satisfies Record<string, OptionStore<unknown>>;

export type OptionsName = keyof typeof stores;

export const $departmentOptions: ReadableAtom<OptionsState<OptionRow>> = stores.departments.$store;
export const $taskKindOptions: ReadableAtom<OptionsState<OptionRow>> = stores.taskKinds.$store;
export const $maintenanceKindOptions: ReadableAtom<OptionsState<OptionRow>> = stores.maintenanceKinds.$store;
export const $managedCarOptions: ReadableAtom<OptionsState<CarRow>> = stores.managedCars.$store;
export const $driverOptions: ReadableAtom<OptionsState<DriverRow>> = stores.drivers.$store;
export const $carKindOptions: ReadableAtom<OptionsState<CommonOption>> = stores.carKinds.$store;
export const $etcTypeOptions: ReadableAtom<OptionsState<CommonOption>> = stores.etcTypes.$store;
export const $fuelTypeOptions: ReadableAtom<OptionsState<CommonOption>> = stores.fuelTypes.$store;

/**
 * Loads a catalogue again after a change to it (a department added, a car taken under
 * management, …); with no name, every catalogue.
 */
export function refreshOptions(name?: OptionsName): Promise<void> {
  const names = name ? [name] : (Object.keys(stores) as OptionsName[]);
  return Promise.all(names.map((n) => stores[n].refresh())).then(() => undefined);
}
