import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';
import { EVENT_TYPE_KEYS, EVENT_TYPES, EventTypeSchema, type EventType } from './vocabulary/events';
import { literalUnion } from './vocabulary/literals';

/** Vehicle events (spec 4 'Event types', 7.6 'Events'); screen /event, code P_P05. */

/**
 * The event types of spec 4 and their icon kinds: the words are declared once in ./vocabulary; these
 * are views of that declaration for callers that want a label or a kind by type.
 */
export { EVENT_ICON_KINDS, EventTypeSchema, type EventIconKind, type EventType } from './vocabulary/events';
export const EVENT_TYPE_LABELS = Object.fromEntries(EVENT_TYPE_KEYS.map((t) => [t, EVENT_TYPES[t].label])) as
  { readonly [T in EventType]: (typeof EVENT_TYPES)[T]['label'] };
export const ICON_KIND_OF_TYPE = Object.fromEntries(EVENT_TYPE_KEYS.map((t) => [t, EVENT_TYPES[t].icon])) as
  { readonly [T in EventType]: (typeof EVENT_TYPES)[T]['icon'] };

export const VehicleEvent = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
  /** The car's model code: its DTC table group picks the dictionary a code is read in (spec 9). */
  carModel: Type.Optional(Type.String()),
  driverUid: Type.Union([Uid, Type.Null()]),
  driverName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  taskKindUid: Type.Union([Uid, Type.Null()]),
  type: EventTypeSchema,
  typeLabel: Type.String(),
  /** Notification category of spec 9: 5 event, 3 fence. */
  category: Type.Integer(),
  /** DTC level (A, B, C, F) of a dtc event, with the advice of that level. */
  level: Type.Union([Type.String(), Type.Null()]),
  advice: Type.Union([Type.String(), Type.Null()]),
  /** DTC code of a dtc event. */
  code: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  address: Type.String(),
  speed: Type.Number(),
  createdAt: Millis,
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type VehicleEvent = Static<typeof VehicleEvent>;

const Range = { startTime: Millis, endTime: Millis };
const Filters = {
  departmentUid: Type.Optional(Uid),
  /** 任務種類: an option of category task. */
  taskKindUid: Type.Optional(Uid),
};

export const EventCarListBody = Type.Object({ ...Range, ...Filters, carUid: Type.Optional(Uid), keyword: Type.Optional(Type.String({ maxLength: 50 })) });
/** DTC levels of spec 4 (a filter of the event list: only dtc events carry a level). */
export const DtcLevelSchema = literalUnion(['A', 'B', 'C', 'F'] as const);

export const EventListBody = Type.Object({
  ...Range, ...Filters,
  carUid: Type.Optional(Uid),
  /** The driver at the time of the event. */
  driverUid: Type.Optional(Uid),
  types: Type.Optional(Type.Array(EventTypeSchema, { maxItems: 30 })),
  /** DTC levels: only events of these levels (so only dtc events). */
  levels: Type.Optional(Type.Array(DtcLevelSchema, { maxItems: 4 })),
});

export const EventCarRow = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  driverName: Type.String(),
  departmentUid: Type.Union([Uid, Type.Null()]),
  departmentName: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  /** Count per event type (types with no event are left out). */
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type EventCarRow = Static<typeof EventCarRow>;

export const events = {
  carList: endpoint({
    id: 'events.carList', host: 'api', method: 'POST', path: 'events/v0/car/list', auth: 'bearer', permission: ['P_P05'],
    summary: 'Per car, the number of events of each type between startTime and endTime.',
    body: Type.Object({ ...EventCarListBody.properties, ...Paging }),
    response: Page(EventCarRow),
    effect: 'read',
  }),
  eventList: endpoint({
    id: 'events.eventList', host: 'api', method: 'POST', path: 'events/v0/event/list', auth: 'bearer', permission: ['P_P05'],
    summary: 'Events between startTime and endTime, newest first, filtered by car, driver, types, DTC levels, department and task kind.',
    body: Type.Object({ ...EventListBody.properties, ...Paging }),
    response: Page(VehicleEvent),
    effect: 'read',
  }),
  carExport: endpoint({
    id: 'events.carExport', host: 'api', method: 'POST', path: 'events/v0/car/export', auth: 'bearer', permission: ['P_P05'],
    summary: 'Export the per-car event counts as 事件統計_{YYYY-MM-DD}.xlsx.',
    kind: 'download',
    body: EventCarListBody,
    response: Type.Null(),
    effect: 'read',
  }),
  eventExport: endpoint({
    id: 'events.eventExport', host: 'api', method: 'POST', path: 'events/v0/event/export', auth: 'bearer', permission: ['P_P05'],
    summary: 'Export the event list as 事件列表_{YYYY-MM-DD}.xlsx.',
    kind: 'download',
    body: EventListBody,
    response: Type.Null(),
    effect: 'read',
  }),
};

/** Download file names (the date is the start of the range, Asia/Taipei). */
export const eventCarExportName = (date: string) => `事件統計_${date}.xlsx`;
export const eventListExportName = (date: string) => `事件列表_${date}.xlsx`;
