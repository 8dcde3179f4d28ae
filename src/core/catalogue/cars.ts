import { entryOf, labelOf } from './lookup';

/**
 * Car statuses (spec 4) and the two extra states a map marker can show. The marker colours are this
 * console's choice; the spec names the states only.
 */
export const CAR_STATUSES = {
  driving: { label: '行駛中', color: '#8bb51e' },
  idling: { label: '怠速', color: '#f5a623' },
  parking: { label: '熄火', color: '#2e90b7' },
  lost: { label: '失聯', color: '#9e9e9e' },
  nodevice: { label: '未安裝設備', color: '#c4c4c4' },
  error: { label: '異常', color: '#ff6565' },
} as const;

export type CarStatus = keyof typeof CAR_STATUSES;

/** The four statuses a car reports; the last two exist on markers only. */
export const REPORTED_CAR_STATUSES = ['driving', 'lost', 'idling', 'parking'] as const satisfies readonly CarStatus[];

export const carStatusLabel = (status: unknown): string => labelOf(CAR_STATUSES, status);

/** Marker colour of a status; an unknown status is drawn as an error. */
export const carStatusColor = (status: unknown): string => (entryOf(CAR_STATUSES, status) ?? CAR_STATUSES.error).color;

/** Devices a car can carry (spec 3). */
export const DEVICE_TYPES = {
  coldChain: { label: '冷鏈' },
  tachograph: { label: '數位行車紀錄器' },
  dms: { label: 'DMS' },
  dvr: { label: 'DVR' },
  tpms: { label: 'TPMS' },
  none: { label: '未安裝' },
} as const;

export type DeviceType = keyof typeof DEVICE_TYPES;

export const deviceTypeLabel = (type: unknown): string => labelOf(DEVICE_TYPES, type);
