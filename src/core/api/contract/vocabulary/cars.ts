import { literalUnion } from './literals';

/**
 * Car statuses (spec 4) with their exact labels, plus the two states a map marker can show besides
 * them (spec 4: 'no device installed' and an error state).
 */
export const CAR_STATUS_LABELS = {
  driving: '行駛中',
  idling: '怠速',
  parking: '熄火',
  lost: '失聯',
  nodevice: '未安裝設備',
  error: '異常',
} as const;

/** Every state a marker can be drawn in. */
export type MarkerStatus = keyof typeof CAR_STATUS_LABELS;

/** The four statuses a car reports, in the order of spec 4. */
export const REPORTED_CAR_STATUSES = ['driving', 'lost', 'idling', 'parking'] as const satisfies readonly MarkerStatus[];

/**
 * What the server sends as a car's status: every marker state but error (the four, plus nodevice
 * for a managed car without a device). error is never sent; the console draws an unknown status as
 * an error. Derived from the labels, so the statuses are declared once (the catalogue's
 * CAR_STATUSES adds the marker colour to the same labels).
 */
export type CarStatus = Exclude<MarkerStatus, 'error'>;
export const SENT_CAR_STATUSES = (Object.keys(CAR_STATUS_LABELS) as MarkerStatus[]).filter((s): s is CarStatus => s !== 'error');
export const CarStatusSchema = literalUnion(SENT_CAR_STATUSES);

/** Devices a car can carry (spec 3), as the vehicle detail names them. */
export const DEVICE_TYPE_LABELS = {
  coldChain: '冷鏈',
  tachograph: '數位行車紀錄器',
  dms: 'DMS',
  dvr: 'DVR',
  tpms: 'TPMS',
  none: '未安裝',
} as const;

/** The colour filters (spec 3, 9) by name; the catalogue adds each one's hex value. */
export const COLOUR_FILTER_LABELS = { green: '綠', blue: '藍', pink: '粉紅' } as const;

/** Whether a car is under management (納管, spec 3 enabledCode), as the car list filters it. */
export const CAR_ENABLED_LABELS = { true: '已納管', false: '未納管' } as const;

/** The model groups of spec 9 (the DTC table a car's model reads), as the car list filters them. */
export const MODEL_GROUP_LABELS = { 300: '300 系列', 500: '500 系列', 700: '700 系列' } as const;
