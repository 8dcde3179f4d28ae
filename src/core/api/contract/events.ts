import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Page, Paging, Uid } from './endpoint';

/** Vehicle events (spec 4 'Event types', 7.6 'Events'); screen /event, code P_P05. */

/** The event types of spec 4 with their labels. */
export const EVENT_TYPE_LABELS = {
  rawdata: '事件觸發',
  dtc: '事件觸發',
  driving: '行駛',
  idle: '怠速',
  parked: '熄火',
  engineOn: '引擎啟動',
  engineOverheat: '引擎過熱開關',
  engineOverLoading: '引擎過載開關',
  accelerate: '急加速',
  decelerate: '急減速',
  speeding: '超速',
  fatigue: '疲勞駕駛',
  seatbelt: '未繫安全帶',
  phone: '使用通訊',
  smoking: '抽菸',
  distract: '分心',
  lensWardOff: '鏡頭遮蔽',
  driverLost: '駕駛消失',
  fence: '圍籬進出',
  dvrDisconnection: 'DVR斷訊',
  milage: '里程數',
  tss: '智慧駕駛設備',
} as const;
export type EventType = keyof typeof EVENT_TYPE_LABELS;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as EventType[];
export const EventTypeSchema = Type.Union(EVENT_TYPES.map((t) => Type.Literal(t)));

/** The event icon kinds of spec 3, each fed by some event types. */
export const EVENT_ICON_KINDS = ['fence', 'drive', 'detect', 'dtc', 'speed', 'engine', 'tss'] as const;
export type EventIconKind = (typeof EVENT_ICON_KINDS)[number];
export const ICON_KIND_OF_TYPE: Readonly<Record<EventType, EventIconKind>> = {
  rawdata: 'dtc', dtc: 'dtc',
  driving: 'drive', idle: 'drive', parked: 'drive', accelerate: 'drive', decelerate: 'drive', milage: 'drive', dvrDisconnection: 'drive',
  engineOn: 'engine', engineOverheat: 'engine', engineOverLoading: 'engine',
  speeding: 'speed',
  fatigue: 'detect', seatbelt: 'detect', phone: 'detect', smoking: 'detect', distract: 'detect', lensWardOff: 'detect', driverLost: 'detect',
  fence: 'fence',
  tss: 'tss',
};

export const VehicleEvent = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
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
export const EventListBody = Type.Object({
  ...Range, ...Filters,
  carUid: Type.Optional(Uid),
  types: Type.Optional(Type.Array(EventTypeSchema, { maxItems: 30 })),
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
  }),
  eventList: endpoint({
    id: 'events.eventList', host: 'api', method: 'POST', path: 'events/v0/event/list', auth: 'bearer', permission: ['P_P05'],
    summary: 'Events between startTime and endTime, newest first, filtered by car, types, department and task kind.',
    body: Type.Object({ ...EventListBody.properties, ...Paging }),
    response: Page(VehicleEvent),
  }),
  carExport: endpoint({
    id: 'events.carExport', host: 'api', method: 'POST', path: 'events/v0/car/export', auth: 'bearer', permission: ['P_P05'],
    summary: 'Export the per-car event counts as 事件統計_{YYYY-MM-DD}.xlsx.',
    kind: 'download',
    body: EventCarListBody,
    response: Type.Null(),
  }),
  eventExport: endpoint({
    id: 'events.eventExport', host: 'api', method: 'POST', path: 'events/v0/event/export', auth: 'bearer', permission: ['P_P05'],
    summary: 'Export the event list as 事件列表_{YYYY-MM-DD}.xlsx.',
    kind: 'download',
    body: EventListBody,
    response: Type.Null(),
  }),
};

/** Download file names (the date is the start of the range, Asia/Taipei). */
export const eventCarExportName = (date: string) => `事件統計_${date}.xlsx`;
export const eventListExportName = (date: string) => `事件列表_${date}.xlsx`;
