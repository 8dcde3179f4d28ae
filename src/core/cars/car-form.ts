import type { BodyOf } from '../api/contract/endpoint';
import type { CarDevices, CarRow, cars } from '../api/contract/cars';
import { DEVICE_TYPE_LABELS, MODEL_GROUP_LABELS } from '../api/contract/vocabulary/cars';
import { choicesOf } from '../catalogue/lookup';

/**
 * The car form of /carManagement (spec 3 'Car', 5, 7.5): what the form holds (text as typed,
 * checkboxes), the call's body made from it, and the checks made before sending. Pure, so the rules
 * are tested without a browser; the patterns are the contract's (src/core/api/contract/cars.ts).
 */
export interface CarFormValues {
  carNo: string;
  model: string;
  carKind: string;
  fuelType: string;
  etcType: string;
  departmentUid: string;
  driverUid: string;
  udid: string;
  dvrChannels: string;
  coldChainSensors: string;
  tpmsTyres: string;
  dms: boolean;
  tachograph: boolean;
  manufactureYear: string;
  vin: string;
  note: string;
}

export type CarInput = BodyOf<typeof cars.create>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a new car (blank) or for a car to edit. */
export function carFormValues(car?: CarRow | null): CarFormValues {
  const d = car?.devices ?? {};
  return {
    carNo: text(car?.carNo), model: text(car?.model), carKind: text(car?.carKind), fuelType: text(car?.fuelType), etcType: text(car?.etcType),
    departmentUid: text(car?.departmentUid), driverUid: text(car?.driverUid), udid: text(car?.udid),
    dvrChannels: text(d.dvr?.channels), coldChainSensors: text(d.coldChain?.sensors), tpmsTyres: text(d.tpms?.tyres),
    dms: !!d.dms, tachograph: !!d.tachograph,
    manufactureYear: text(car?.manufactureYear), vin: text(car?.vin), note: text(car?.note),
  };
}

/** Whether the form holds what it started with (nothing to lose on leaving). */
export function sameCarValues(a: CarFormValues, b: CarFormValues): boolean {
  return (Object.keys(a) as (keyof CarFormValues)[]).every((key) => a[key] === b[key]);
}

const count = (value: string) => (value.trim() ? Number(value.trim()) : undefined);

/** The devices a car carries, from the form: only those filled in or ticked. */
export function devicesOf(values: CarFormValues): CarDevices {
  const devices: CarDevices = {};
  const dvr = count(values.dvrChannels);
  const sensors = count(values.coldChainSensors);
  const tyres = count(values.tpmsTyres);
  if (dvr !== undefined) devices.dvr = { channels: dvr };
  if (sensors !== undefined) devices.coldChain = { sensors };
  if (tyres !== undefined) devices.tpms = { tyres };
  if (values.dms) devices.dms = true;
  if (values.tachograph) devices.tachograph = true;
  return devices;
}

/**
 * The body of POST car/v0 and PUT car/v0/{uid}: text trimmed, the plate and model upper-cased,
 * an emptied choice or text sent as null (an edit clears it), numbers as numbers.
 */
export function carInputOf(values: CarFormValues): CarInput {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const year = count(values.manufactureYear);
  return {
    carNo: values.carNo.trim().toUpperCase(),
    model: values.model.trim().toUpperCase(),
    carKind: orNull(values.carKind),
    fuelType: orNull(values.fuelType),
    etcType: orNull(values.etcType),
    departmentUid: orNull(values.departmentUid),
    driverUid: orNull(values.driverUid),
    udid: orNull(values.udid),
    devices: devicesOf(values),
    manufactureYear: year ?? null,
    vin: orNull(values.vin)?.toUpperCase() ?? null,
    note: values.note.trim(),
  };
}

/** A whole number within [min, max] typed in a field, or the message saying what is allowed. */
function wholeNumber(value: string, min: number, max: number, what: string): string | undefined {
  if (!value.trim()) return undefined;
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= min && n <= max ? undefined : `${what}須為 ${min} 到 ${max} 的整數`;
}

/** The checks of each field before sending (the contract's patterns and limits), by field. */
export const CAR_CHECKS = {
  carNo: (v: string) => (/^[A-Z0-9]{2,4}-[A-Z0-9]{2,4}$/.test(v.trim().toUpperCase()) ? undefined : '車號格式為 2 到 4 個英數字、一個「-」、再 2 到 4 個英數字，例如 KLA-2381'),
  model: (v: string) => (/^[A-Z0-9]{4,12}$/.test(v.trim().toUpperCase()) ? undefined : '車型為 4 到 12 個英數字，例如 XZU720'),
  udid: (v: string) => (!v.trim() || /^[A-Za-z0-9_-]{6,32}$/.test(v.trim()) ? undefined : '設備編號為 6 到 32 個英數字、「_」或「-」'),
  vin: (v: string) => (!v.trim() || /^[A-HJ-NPR-Z0-9]{11,17}$/.test(v.trim().toUpperCase()) ? undefined : '車身號碼為 11 到 17 個英數字（不含 I、O、Q）'),
  manufactureYear: (v: string) => wholeNumber(v, 1980, 2100, '出廠年份'),
  dvrChannels: (v: string) => wholeNumber(v, 1, 16, 'DVR 路數'),
  coldChainSensors: (v: string) => wholeNumber(v, 1, 8, '冷鏈感測器數'),
  tpmsTyres: (v: string) => wholeNumber(v, 4, 22, 'TPMS 輪胎數'),
  /** Devices need the device they hang on (the server answers the same on udid). */
  devicesNeedUdid: (values: CarFormValues) =>
    (!values.udid.trim() && Object.keys(devicesOf(values)).length > 0 ? '安裝外接設備前請先填寫設備編號。' : undefined),
} as const;

/** The devices a car carries as people read them: DVR 4 路, 冷鏈 2 個感測器, TPMS 10 輪, DMS, 數位行車紀錄器. */
export function deviceSummary(devices: CarDevices | null | undefined): string[] {
  if (!devices) return [];
  return [
    ...(devices.dvr ? [`DVR ${devices.dvr.channels} 路`] : []),
    ...(devices.coldChain ? [`${DEVICE_TYPE_LABELS.coldChain} ${devices.coldChain.sensors} 個感測器`] : []),
    ...(devices.tpms ? [`TPMS ${devices.tpms.tyres} 輪`] : []),
    ...(devices.dms ? ['DMS'] : []),
    ...(devices.tachograph ? [DEVICE_TYPE_LABELS.tachograph] : []),
  ];
}

/** The model groups of spec 9 as filter choices (the DTC table a car's model reads). */
export const MODEL_GROUP_CHOICES = choicesOf(MODEL_GROUP_LABELS);

/** 納管 (spec 4 'Car management'): the words for a car's enabledCode. */
export const managementLabel = (enabledCode: boolean) => (enabledCode ? '已納管' : '未納管');

/** The 納管 confirmation, naming the cars (five, then 等 N 輛). */
export function enableMessage(carNos: readonly string[], shown = 5): string {
  const listed = carNos.slice(0, shown).join('、');
  const more = carNos.length > shown ? ` 等 ${carNos.length} 輛` : '';
  return `確定要將 ${listed}${more} 納管？納管後車輛會出現在監控地圖上，並發出綁定通知。`;
}
