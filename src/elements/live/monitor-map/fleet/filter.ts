import type { MarkerStatus } from '../../../../core/catalogue';
import { STATUS_KEYS, type FleetCar } from './records';

/** What the fleet manager narrowed the monitor to: a search text, shown statuses and a department. */
export interface FleetFilter {
  /** Matches carNo or driverName, case-insensitive; blank matches all. */
  search: string;
  /** Statuses hidden through the legend. */
  hidden: readonly MarkerStatus[];
  /** '' for every department. */
  departmentUid: string;
}

export const EMPTY_FILTER: FleetFilter = { search: '', hidden: [], departmentUid: '' };

function matchesText(car: FleetCar, needle: string): boolean {
  return !needle || car.carNo.toLowerCase().includes(needle) || car.driverName.toLowerCase().includes(needle);
}

function matchesBase(car: FleetCar, needle: string, departmentUid: string): boolean {
  return matchesText(car, needle) && (!departmentUid || car.departmentUid === departmentUid);
}

/** The trucks the map and the table show. */
export function applyFilter(cars: readonly FleetCar[], filter: FleetFilter): FleetCar[] {
  const needle = filter.search.trim().toLowerCase();
  const hidden = new Set(filter.hidden);
  return cars.filter((car) => !hidden.has(car.marker) && matchesBase(car, needle, filter.departmentUid));
}

/**
 * Count per status for the legend, over the search and department but not the legend itself, so a
 * hidden status still shows how many trucks it would bring back.
 */
export function countByStatus(cars: readonly FleetCar[], filter: FleetFilter): Record<MarkerStatus, number> {
  const needle = filter.search.trim().toLowerCase();
  const counts = Object.fromEntries(STATUS_KEYS.map((k) => [k, 0])) as Record<MarkerStatus, number>;
  for (const car of cars) if (matchesBase(car, needle, filter.departmentUid)) counts[car.marker]++;
  return counts;
}

export function toggleStatus(hidden: readonly MarkerStatus[], status: MarkerStatus): MarkerStatus[] {
  return hidden.includes(status) ? hidden.filter((s) => s !== status) : [...hidden, status];
}
