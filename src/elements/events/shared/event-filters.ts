import type { VehicleEvent } from '../../../core/api/contract/events';
import { exportEvents, listEvents } from '../../../core/api/events';
import { now } from '../../../core/clock';
import { DTC_LEVEL_CHOICES, EVENT_TYPE_CHOICES, eventQueryOf, matchesNothing, type EventFilters } from '../../../core/events';
import type { ApiBody } from '../../../core/http/client';
import { $departmentOptions, $driverOptions, $managedCarOptions, $taskKindOptions, pageOf, type ListQuery } from '../../../core/resource';
import type { FilterField } from '../../shared/ui/page-kit';

/** The event types of spec 4 and the DTC levels as the selects' choices (core/events). */
export const TYPE_CHOICES = EVENT_TYPE_CHOICES;
export const LEVEL_CHOICES = DTC_LEVEL_CHOICES;

const DATES: FilterField<EventFilters>[] = [
  { key: 'startDate', label: '起日', kind: 'date' },
  { key: 'endDate', label: '迄日', kind: 'date' },
];
const TYPE: FilterField<EventFilters> = { key: 'type', label: '事件類型', kind: 'select', options: TYPE_CHOICES };
const TASK_KIND: FilterField<EventFilters> = { key: 'taskKindUid', label: '任務種類', kind: 'select', options: $taskKindOptions };
const DEPARTMENT: FilterField<EventFilters> = { key: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions };
const LEVEL: FilterField<EventFilters> = { key: 'level', label: 'DTC 等級', kind: 'select', options: LEVEL_CHOICES };

/** The fleet's filters (spec 2.11): date range, type, 任務種類, 部門, car, driver, DTC level. */
export const FLEET_EVENT_FILTERS: readonly FilterField<EventFilters>[] = [
  ...DATES, TYPE, TASK_KIND, DEPARTMENT,
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
  { key: 'driverUid', label: '駕駛', kind: 'select', options: $driverOptions },
  LEVEL,
];

/** One car's filters: the car is fixed; date range, type, 任務種類, driver and DTC level. */
export const CAR_EVENT_FILTERS: readonly FilterField<EventFilters>[] = [
  ...DATES, TYPE, TASK_KIND,
  { key: 'driverUid', label: '駕駛', kind: 'select', options: $driverOptions },
  LEVEL,
];

/** The per-car counts' filters (events/v0/car/list): date range, 任務種類, 部門. */
export const COUNT_FILTERS: readonly FilterField<EventFilters>[] = [...DATES, TASK_KIND, DEPARTMENT];

/** The filters with the page's fixed car (a car page's filters never lose it). */
const withCar = (f: EventFilters, carUid?: string): EventFilters => (carUid ? { ...f, carUid } : f);

/** One page of events for the filters (events/v0/event/list); kinds all switched off ask nothing. */
export async function loadEventPage(q: ListQuery<EventFilters>, carUid?: string) {
  const body = eventQueryOf(withCar(q.filters, carUid), now());
  if (matchesNothing(body)) return { rows: [] as VehicleEvent[], total: 0 };
  return pageOf(await listEvents({ ...body, offset: q.offset, limit: q.limit }));
}

const NOTHING_TO_EXPORT = '沒有符合條件的事件可匯出。';

/** The export of the same filters (events/v0/event/export): the body the list asked with, without paging. */
export function exportEventList(f: EventFilters, onProgress: (loaded: number, total: number | null) => void, signal: AbortSignal, carUid?: string):
  Promise<ApiBody<{ fileName: string; size: number }>> {
  const body = eventQueryOf(withCar(f, carUid), now());
  if (matchesNothing(body)) return Promise.resolve({ status: -1, message: NOTHING_TO_EXPORT });
  return exportEvents(body, onProgress, signal);
}
