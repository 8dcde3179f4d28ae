import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { LatLng } from './geo';

/**
 * Tasks and dispatch schedules (spec 2.11 'Tasks', 3 'Task detail', 4 'Task status', 7.7); screens
 * under /task, code P_P13. Driver-scoped calls (spec 6) answer only the calling driver's own tasks.
 */

/** Task statuses (spec 4), declared in ./vocabulary. */
import { TaskStatusSchema } from './vocabulary/work';
import { pathOf } from '../../pages/paths';
export { TaskStatusSchema };
export { TASK_STATUS_KEYS, type TaskStatus as TaskStatusKey } from './vocabulary/work';

/** Where the single view of a task lives; the detail's url points there (spec 2.1 '/task/single/{uid?}'). */
export const taskSingleUrl = (uid: string) => pathOf('taskSingle', { uid });

const StopName = Type.String({ minLength: 1, maxLength: 100 });
const Address = Type.String({ maxLength: 200 });
const Note = Type.String({ maxLength: 500 });
/** 'HH:mm', a time of day in Taipei. */
export const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** One stop as entered. Without lat/lng the server geocodes the address. */
export const TaskStopInput = Type.Object({
  name: StopName,
  address: Address,
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  /** Uid of an option of category 'task' (裝貨, 卸貨, …). */
  kind: Type.Optional(Type.Union([Uid, Type.Null()])),
  /** null: no planned time. Null comes first: the server coerces types, and a number branch tried first reads null as 0 (issue 22, 9). */
  plannedTime: Type.Optional(Type.Union([Type.Null(), Millis])),
  note: Type.Optional(Note),
});
export type TaskStopInput = Static<typeof TaskStopInput>;

/** One stop of a task's taskList, in visiting order. */
export const TaskStop = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  kind: Type.Union([Uid, Type.Null()]),
  kindName: Type.String(),
  plannedTime: Type.Union([Millis, Type.Null()]),
  arrivedAt: Type.Union([Millis, Type.Null()]),
  doneAt: Type.Union([Millis, Type.Null()]),
  note: Type.String(),
  /**
   * Predicted arrival (ms) from the router's drive time from the truck's position (issue 27, 2): set on
   * the next unreached stop of a doing task once routed; absent or null elsewhere.
   */
  etaAt: Type.Optional(Type.Union([Millis, Type.Null()])),
  /** etaAt is later than plannedTime by more than the enterprise's taskTracking.lateMinutes. */
  etaLate: Type.Optional(Type.Boolean()),
});
export type TaskStop = Static<typeof TaskStop>;

/** A truck on a task staying off its planned path (issue 27, 3): since when, how far now, and where it drove meanwhile. */
export const TaskDeviation = Type.Object({
  since: Millis,
  meters: Type.Number({ minimum: 0 }),
  path: Type.Array(LatLng),
});
export type TaskDeviation = Static<typeof TaskDeviation>;

/** Task detail: spec 3's shape plus uid, status and lock. Mileage in km, duration in minutes. */
export const TaskDetail = Type.Object({
  uid: Uid,
  url: Type.String(),
  /** Start of the task's day in Taipei, ms. */
  taskDate: Millis,
  car: Type.Object({ uid: Uid, carNo: Type.String() }),
  driver: Type.Object({ uid: Uid, zhName: Type.String() }),
  totalMileage: Type.Number({ minimum: 0 }),
  totalDuration: Type.Number({ minimum: 0 }),
  taskList: Type.Array(TaskStop),
  status: TaskStatusSchema,
  lock: Type.Boolean(),
  /** The truck is off its planned path now (issue 27, 3); absent or null when on it. */
  deviation: Type.Optional(Type.Union([TaskDeviation, Type.Null()])),
});
export type TaskDetail = Static<typeof TaskDetail>;

/** The most stops one task (or a dispatch schedule's day) may have. */
export const MAX_TASK_STOPS = 30;

const Stops = Type.Array(TaskStopInput, { minItems: 1, maxItems: MAX_TASK_STOPS });

export const TaskInput = Type.Object({
  taskDate: Millis,
  carUid: Uid,
  driverUid: Uid,
  taskList: Stops,
  lock: Type.Optional(Type.Boolean()),
});
export type TaskInput = Static<typeof TaskInput>;

/**
 * An edit. A locked task takes only {lock: false}. Status may go scheduling → ready (dispatch) or
 * ready/doing → stopped; other changes need a task still ready or scheduling.
 */
export const TaskUpdate = Type.Object({
  taskDate: Type.Optional(Millis),
  carUid: Type.Optional(Uid),
  driverUid: Type.Optional(Uid),
  taskList: Type.Optional(Stops),
  lock: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Union([Type.Literal('ready'), Type.Literal('stopped')])),
});

export const TaskFilter = {
  startTime: Type.Optional(Millis),
  endTime: Type.Optional(Millis),
  status: Type.Optional(Type.Array(TaskStatusSchema, { maxItems: 5 })),
  carUid: Type.Optional(Uid),
  driverUid: Type.Optional(Uid),
  departmentUid: Type.Optional(Uid),
  /** Tasks with a stop of this task kind (任務種類: an option of category 'task'). */
  kindUid: Type.Optional(Uid),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
};

/** A driver's progress report (PUT task/v0/by-driver). arrive and done name a stop by seq. */
export const TASK_DRIVER_ACTIONS = ['start', 'arrive', 'done', 'stop'] as const;
export const DriverProgress = Type.Object({
  uid: Uid,
  action: Type.Union(TASK_DRIVER_ACTIONS.map((a) => Type.Literal(a))),
  seq: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TASK_STOPS })),
  note: Type.Optional(Note),
});
export type DriverProgress = Static<typeof DriverProgress>;

export const ImportError = Type.Object({ row: Type.Integer({ minimum: 1 }), column: Type.String(), message: Type.String() });
export type ImportError = Static<typeof ImportError>;

export const PlannedPath = Type.Object({
  path: Type.Array(LatLng),
  distanceMeters: Type.Number({ minimum: 0 }),
  durationSeconds: Type.Number({ minimum: 0 }),
});

export const TaskPath = Type.Object({
  uid: Uid,
  stops: Type.Array(TaskStop),
  planned: PlannedPath,
  /** What the car drove during the task, from its journeys; null until the task has started. */
  actual: Type.Union([Type.Object({ path: Type.Array(LatLng), distanceMeters: Type.Number({ minimum: 0 }), journeys: Type.Integer({ minimum: 0 }) }), Type.Null()]),
});

/** Weekdays 0 (Sunday) to 6 (Saturday), as in JavaScript's getDay. */
export const Weekday = Type.Integer({ minimum: 0, maximum: 6 });

export const ScheduleStopInput = Type.Object({
  name: StopName,
  address: Address,
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  kind: Type.Optional(Type.Union([Uid, Type.Null()])),
  /** Planned time of day; each created task gets it on its own date. */
  time: Type.Optional(Type.Union([ClockTime, Type.Null()])),
  note: Type.Optional(Note),
});
export type ScheduleStopInput = Static<typeof ScheduleStopInput>;

/** A dispatch schedule: the same stops for one car and driver on chosen weekdays of a date range (at most 92 days). */
export const ScheduleInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  carUid: Uid,
  driverUid: Uid,
  startDate: Millis,
  endDate: Millis,
  weekdays: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
  taskList: Type.Array(ScheduleStopInput, { minItems: 1, maxItems: MAX_TASK_STOPS }),
});
export type ScheduleInput = Static<typeof ScheduleInput>;

export const Schedule = Type.Object({
  uid: Uid,
  name: Type.String(),
  car: Type.Object({ uid: Uid, carNo: Type.String() }),
  driver: Type.Object({ uid: Uid, zhName: Type.String() }),
  startDate: Millis,
  endDate: Millis,
  weekdays: Type.Array(Weekday),
  taskList: Type.Array(ScheduleStopInput),
  /** Tasks this schedule created that still exist. */
  taskCount: Type.Integer({ minimum: 0 }),
  createdAt: Millis,
  updatedAt: Millis,
});
export type Schedule = Static<typeof Schedule>;

const P13 = ['P_P13'] as const;
const json = { host: 'api', auth: 'bearer', permission: P13 } as const;
/** The dispatcher's calls: a driver, who also holds P_P13, is refused them (issue 22, 10). */
const dispatch = { ...json, managerOnly: true } as const;

export const task = {
  create: endpoint({
    ...dispatch, id: 'task.create', method: 'POST', path: 'task/v0',
    summary: 'Add a task: a car, a driver, a date and its stops; mileage and duration come from the planned route.',
    body: TaskInput, response: TaskDetail,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    ...dispatch, id: 'task.remove', method: 'DELETE', path: 'task/v0',
    summary: 'Delete tasks by uid; a locked or running task cannot be deleted.',
    body: DeleteBody, response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  get: endpoint({
    ...json, id: 'task.get', method: 'GET', path: 'task/v0/:uid',
    summary: 'One task of the caller\'s enterprise (spec 3 \'Task detail\').',
    params: UidParams, response: TaskDetail,
    effect: 'read',
  }),
  update: endpoint({
    ...dispatch, id: 'task.update', method: 'PUT', path: 'task/v0/:uid',
    summary: 'Edit a task, lock or unlock it, dispatch a scheduled one or stop it.',
    params: Type.Object({ uid: Uid }), body: TaskUpdate, response: TaskDetail,
    effect: 'write', audit: true,
  }),
  list: endpoint({
    ...json, id: 'task.list', method: 'POST', path: 'task/v0/list',
    summary: 'Tasks by date range, status, car, driver, department and keyword (car number, driver, stop name, address or note); newest date first.',
    body: Type.Object({ ...TaskFilter, ...Paging }), response: Page(TaskDetail),
    effect: 'read',
  }),
  byDriver: endpoint({
    ...json, id: 'task.byDriver', method: 'POST', path: 'task/v0/by-driver', driverScoped: true,
    summary: 'One of the calling driver\'s tasks.',
    body: Type.Object({ uid: Uid }), response: TaskDetail,
    effect: 'read',
  }),
  updateByDriver: endpoint({
    ...json, id: 'task.updateByDriver', method: 'PUT', path: 'task/v0/by-driver', driverScoped: true,
    summary: 'The calling driver reports progress: start, arrive at or finish a stop, or stop the task.',
    body: DriverProgress, response: TaskDetail,
    effect: 'write', audit: '回報任務進度',
  }),
  listByDriver: endpoint({
    ...json, id: 'task.listByDriver', method: 'POST', path: 'task/v0/by-driver/list', driverScoped: true,
    summary: 'The calling driver\'s tasks by date range and status.',
    body: Type.Object({ startTime: TaskFilter.startTime, endTime: TaskFilter.endTime, status: TaskFilter.status, ...Paging }),
    response: Page(TaskDetail),
    effect: 'read',
  }),
  import: endpoint({
    ...dispatch, id: 'task.import', method: 'POST', path: 'task/v0/import', kind: 'multipart',
    loadingText: '匯入任務中....',
    summary: 'Import tasks from a .xlsx in the template\'s layout; any bad row imports nothing and answers 4000001 with every error.',
    response: Type.Object({ created: Type.Optional(Type.Integer({ minimum: 0 })), errors: Type.Optional(Type.Array(ImportError)) }),
    effect: 'write', audit: true,
  }),
  importTemplate: endpoint({
    ...dispatch, id: 'task.importTemplate', method: 'POST', path: 'task/v0/import/template', kind: 'download',
    summary: 'The import template (.xlsx, 任務模板_{YYYYMMDDHHmmss}.xlsx) with an example row and instructions.',
    body: Type.Object({}), response: Type.Null(),
    effect: 'read',
  }),
  journeyPath: endpoint({
    ...json, id: 'task.journeyPath', method: 'POST', path: 'task/v0/journey/path',
    summary: 'A task\'s planned route through its stops and, once started, the path its car drove.',
    body: Type.Object({ uid: Uid }), response: TaskPath,
    effect: 'read',
  }),
  export: endpoint({
    ...json, id: 'task.export', method: 'POST', path: 'task/v0/export', kind: 'download',
    summary: 'Tasks of the range as .xlsx (匯出任務_{YYYY-MM-DD of startTime}.xlsx), one row a stop, in the import layout.',
    body: Type.Object({ ...TaskFilter, startTime: Millis, endTime: Millis }), response: Type.Null(),
    effect: 'read',
  }),
  scheduleCreate: endpoint({
    ...dispatch, id: 'task.scheduleCreate', method: 'POST', path: 'task/v0/schedule', extension: true,
    summary: 'Add a dispatch schedule; creates its tasks in status scheduling (/task/add/schedule).',
    body: ScheduleInput, response: Schedule,
    effect: 'write', audit: true,
  }),
  scheduleUpdate: endpoint({
    ...dispatch, id: 'task.scheduleUpdate', method: 'PUT', path: 'task/v0/schedule/:uid', extension: true,
    summary: 'Edit a schedule; its tasks still in scheduling from today on are made again (/task/edit/schedule/{uid}).',
    params: Type.Object({ uid: Uid }), body: ScheduleInput, response: Schedule,
    effect: 'write', audit: true,
  }),
  scheduleGet: endpoint({
    ...dispatch, id: 'task.scheduleGet', method: 'GET', path: 'task/v0/schedule/:uid', extension: true,
    summary: 'One dispatch schedule.',
    params: UidParams, response: Schedule,
    effect: 'read',
  }),
  scheduleList: endpoint({
    ...dispatch, id: 'task.scheduleList', method: 'POST', path: 'task/v0/schedule/list', extension: true,
    summary: 'Dispatch schedules, by car, driver and name keyword.',
    body: Type.Object({ carUid: TaskFilter.carUid, driverUid: TaskFilter.driverUid, keyword: TaskFilter.keyword, ...Paging }),
    response: Page(Schedule),
    effect: 'read',
  }),
  scheduleRemove: endpoint({
    ...dispatch, id: 'task.scheduleRemove', method: 'DELETE', path: 'task/v0/schedule', extension: true,
    summary: 'Delete schedules and their tasks still in scheduling.',
    body: DeleteBody, response: Type.Object({ deleted: Type.Integer({ minimum: 0 }), deletedTasks: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  schedulePreview: endpoint({
    ...dispatch, id: 'task.schedulePreview', method: 'POST', path: 'task/v0/schedule/preview', extension: true,
    summary: 'The tasks a schedule would create, without creating them (/task/preview/schedule).',
    body: ScheduleInput,
    response: Type.Object({ list: Type.Array(Type.Omit(TaskDetail, ['uid', 'url'])) }),
    effect: 'read',
  }),
};
