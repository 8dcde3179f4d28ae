import type { Static } from '@sinclair/typebox';
import type { EventCarListBody, EventListBody } from '../api/contract/events';
import { EVENT_TYPES, type EventIconKind, type EventType } from '../api/contract/vocabulary/events';
import { isDtcLevel } from '../dtc';
import type { DtcLevel } from '../dtc';
import { formatTaipei } from '../format/taipei';
import { DAY_MS } from '../format/time';
import { taskRangeOf } from '../tasks/range';

/**
 * The event pages' filters (spec 2.11 'Event list and single-car events') as the filter bar and the
 * kind toggles hold them, and the one function that turns them into the body of a list call and of
 * its export: the two can never ask for different events.
 */
export interface EventFilters {
  /** 'YYYY-MM-DD' days read in Taipei. */
  startDate?: string;
  endDate?: string;
  /** One event type of spec 4 ('' or undefined: any). */
  type?: string;
  /** 任務種類 (an option of category task). */
  taskKindUid?: string;
  /** 部門. */
  departmentUid?: string;
  carUid?: string;
  driverUid?: string;
  /** A DTC level (A, B, C, F). */
  level?: string;
  /** The icon kinds switched off (spec 3: each kind has an on and an off icon); none off shows all. */
  kindsOff?: readonly EventIconKind[];
}

export type EventListQuery = Static<typeof EventListBody>;
export type EventCarQuery = Static<typeof EventCarListBody>;

/** The pages open on the last seven days, today included. */
export const DEFAULT_EVENT_DAYS = 7;

export function defaultEventRange(now: number): Required<Pick<EventFilters, 'startDate' | 'endDate'>> {
  return {
    startDate: formatTaipei(now - (DEFAULT_EVENT_DAYS - 1) * DAY_MS, 'YYYY-MM-DD'),
    endDate: formatTaipei(now, 'YYYY-MM-DD'),
  };
}

const TYPE_KEYS = Object.keys(EVENT_TYPES) as EventType[];
const isEventType = (value: unknown): value is EventType => typeof value === 'string' && Object.hasOwn(EVENT_TYPES, value);

/**
 * The types the filters let through, or undefined for all of them: the chosen type (if any) among
 * the types whose icon kind is on. An empty array means nothing can match (see `matchesNothing`).
 */
export function eventTypesOf(f: Pick<EventFilters, 'type' | 'kindsOff'>): EventType[] | undefined {
  const off = new Set(f.kindsOff ?? []);
  const chosen = isEventType(f.type) ? [f.type] : TYPE_KEYS;
  const types = chosen.filter((t) => !off.has(EVENT_TYPES[t].icon));
  return isEventType(f.type) || off.size > 0 ? types : undefined;
}

/**
 * The range of the chosen days: the start of the first to the last millisecond of the last (days
 * given backwards are swapped); a missing first day is today, a missing last day the end of today
 * (or of the first day when that is later). Times come from the injected clock.
 */
export function eventRangeOf(f: Pick<EventFilters, 'startDate' | 'endDate'>, now: number): { startTime: number; endTime: number } {
  const today = taskRangeOf({ startDate: formatTaipei(now, 'YYYY-MM-DD'), endDate: formatTaipei(now, 'YYYY-MM-DD') });
  const chosen = taskRangeOf(f);
  const startTime = chosen.startTime ?? Math.min(today.startTime!, chosen.endTime ?? Infinity);
  let endTime = chosen.endTime ?? Math.max(today.endTime!, startTime + DAY_MS - 1);
  if (endTime < startTime) endTime = startTime + DAY_MS - 1;
  return { startTime, endTime };
}

const orUndefined = (value: string | undefined) => value || undefined;

/** The body of events/v0/event/list and events/v0/event/export for the filters (without paging). */
export function eventQueryOf(f: EventFilters, now: number): EventListQuery {
  const level: DtcLevel | undefined = isDtcLevel(f.level) ? f.level : undefined;
  const body: EventListQuery = {
    ...eventRangeOf(f, now),
    types: eventTypesOf(f),
    levels: level ? [level] : undefined,
    taskKindUid: orUndefined(f.taskKindUid),
    departmentUid: orUndefined(f.departmentUid),
    carUid: orUndefined(f.carUid),
    driverUid: orUndefined(f.driverUid),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as EventListQuery;
}

/** The body of events/v0/car/list and events/v0/car/export (per-car counts) for the same filters. */
export function eventCarQueryOf(f: EventFilters, now: number): EventCarQuery {
  const { startTime, endTime, taskKindUid, departmentUid, carUid } = eventQueryOf(f, now);
  const body: EventCarQuery = { startTime, endTime, taskKindUid, departmentUid, carUid };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as EventCarQuery;
}

/** True when the kinds switched off leave no type: the list is empty without asking the server. */
export function matchesNothing(query: Pick<EventListQuery, 'types'>): boolean {
  return Array.isArray(query.types) && query.types.length === 0;
}

/** Switches one icon kind on or off in the filters (returns the new kindsOff, in the kinds' order). */
export function toggleKind(kindsOff: readonly EventIconKind[] | undefined, kind: EventIconKind, kinds: readonly EventIconKind[]): EventIconKind[] {
  const off = new Set(kindsOff ?? []);
  if (off.has(kind)) off.delete(kind);
  else off.add(kind);
  return kinds.filter((k) => off.has(k));
}
