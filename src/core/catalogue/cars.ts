import { CAR_STATUS_LABELS, DEVICE_TYPE_LABELS, type MarkerStatus } from '../api/contract/vocabulary/cars';
import { entryOf, labelOf, withEntries } from './lookup';
import { MARKER_COLOURS } from './marker-colours';

export { REPORTED_CAR_STATUSES } from '../api/contract/vocabulary/cars';

/**
 * Car statuses (spec 4) and the two extra states a map marker can show, with the label of the
 * vocabulary and the marker colour.
 */
export const CAR_STATUSES = withEntries(CAR_STATUS_LABELS, (status, label) => ({ label, color: MARKER_COLOURS[status] }));

export type { MarkerStatus };

export const carStatusLabel = (status: unknown): string => labelOf(CAR_STATUSES, status);

/** Marker colour of a status; an unknown status is drawn as an error. */
export const carStatusColor = (status: unknown): string => (entryOf(CAR_STATUSES, status) ?? CAR_STATUSES.error).color;

/** Devices a car can carry (spec 3), with the vocabulary's labels. */
export const DEVICE_TYPES = withEntries(DEVICE_TYPE_LABELS, (_type, label) => ({ label }));

export type DeviceType = keyof typeof DEVICE_TYPES;

export const deviceTypeLabel = (type: unknown): string => labelOf(DEVICE_TYPES, type);
