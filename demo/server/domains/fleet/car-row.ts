import type { CarDevices } from '../../../../src/core/api/contract/cars';

/**
 * The one row type of the cars table, with the department's name (the fleet's options) and the
 * driver's (the core's users, withDriverNames of car-store.ts). Apart from car-store.ts so that
 * services.ts, which types the reads with it, imports no module that uses the registry.
 */
export interface CarDbRow {
  uid: string;
  enterprise_uid: string;
  car_no: string;
  model: string;
  car_kind: string | null;
  fuel_type: string | null;
  etc_type: string | null;
  department_uid: string | null;
  department_name: string | null;
  driver_uid: string | null;
  driver_name: string | null;
  udid: string | null;
  devices: CarDevices;
  manufacture_year: number | null;
  vin: string | null;
  note: string;
  enabled_code: boolean;
  deleted: boolean;
  created_at: Date;
}
