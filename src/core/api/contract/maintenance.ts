import { Type, type Static, type TInteger, type TNumber, type TSchema } from '@sinclair/typebox';
import { DeleteBody, endpoint, IdParams, Millis, Page, Paging, Uid, UidParams } from './endpoint';

/**
 * Maintenance records with their reservations, maintenance cycles and maintenance orders (spec 2.11
 * 'Maintenance', 3, 4 'Maintenance reservation status', 7.8). Screens under /maintenance (P_P39);
 * the cycle menu item needs P_P38 while its page falls under /maintenance, so cycle calls take either
 * (spec 6 keeps both readings).
 */

/**
 * The statuses and kinds below are declared once in ./vocabulary (reservation codes as the server
 * sends them, spec 4; work order statuses; cycle categories and due states); read them from there.
 */
import { CycleCategorySchema, CycleDueStateSchema, MaintenanceOrderStatusSchema, ReservationCodeSchema } from './vocabulary/work';

export const ItemRef = Type.Object({ uid: Uid, name: Type.String() });
export const CarRef = Type.Object({ uid: Uid, carNo: Type.String() });
const Items = Type.Array(Uid, { maxItems: 50, uniqueItems: true });
const Note = Type.String({ maxLength: 500 });
const Km = Type.Number({ minimum: 0, maximum: 10_000_000 });
const Hours = Type.Number({ minimum: 0, maximum: 1_000_000 });
const Cost = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const FactoryName = Type.String({ maxLength: 100 });
const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/**
 * A number a caller may send as null (a reading left blank, a time cleared). One schema whose type
 * lists both (JSON Schema, as OpenAPI 3.1 writes it; OpenAPI 3.0's `nullable` fails the description's
 * lint), not a union: the server coerces types, and the number branch of a union would turn null
 * into 0 (a blank mileage stored as 0 公里, a cleared time as 1970). Ajv coerces only when no listed
 * type matches, so null stays null.
 */
const nullableInput = ({ type, minimum, maximum }: TNumber | TInteger) =>
  Type.Unsafe<number | null>({ type: [type, 'null'], ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) });
const KmInput = nullableInput(Km);
const HoursInput = nullableInput(Hours);
const MillisInput = nullableInput(Millis);

export const Reservation = Type.Object({
  uid: Uid,
  status: ReservationCodeSchema,
  /** The service shop (from htsr/v0/factory), when one was chosen. */
  factoryUid: nullable(Uid),
  factoryName: Type.String(),
  reservedAt: Millis,
});

/** Mileage in km and engine hours as read at the service. */
export const MaintenanceRecord = Type.Object({
  uid: Uid,
  car: CarRef,
  cycle: nullable(ItemRef),
  orderUid: nullable(Uid),
  reservation: Reservation,
  servicedAt: nullable(Millis),
  items: Type.Array(ItemRef),
  mileage: nullable(Type.Number()),
  engineHours: nullable(Type.Number()),
  cost: Type.Integer(),
  note: Type.String(),
  active: Type.Boolean(),
  createdAt: Millis,
  updatedAt: Millis,
});
export type MaintenanceRecord = Static<typeof MaintenanceRecord>;

/** overdue is the server's to set, when the reserved time passes without a service. */
const SettableStatus = Type.Union([Type.Literal('readyMaintain'), Type.Literal('alreadyMaintain')]);

export const RecordInput = Type.Object({
  carUid: Uid,
  cycleUid: Type.Optional(nullable(Uid)),
  reservation: Type.Object({
    status: Type.Optional(SettableStatus),
    factoryUid: Type.Optional(nullable(Uid)),
    factoryName: Type.Optional(FactoryName),
    reservedAt: Millis,
  }),
  servicedAt: Type.Optional(MillisInput),
  items: Items,
  mileage: Type.Optional(KmInput),
  engineHours: Type.Optional(HoursInput),
  cost: Type.Optional(Cost),
  note: Type.Optional(Note),
});
export type RecordInput = Static<typeof RecordInput>;

/** An update is keyed by reservation.uid, which the body repeats (spec 3 'Maintenance record'). */
export const RecordUpdate = Type.Object({
  reservation: Type.Object({
    uid: Uid,
    status: Type.Optional(SettableStatus),
    factoryUid: Type.Optional(nullable(Uid)),
    factoryName: Type.Optional(FactoryName),
    reservedAt: Type.Optional(Millis),
  }),
  cycleUid: Type.Optional(nullable(Uid)),
  servicedAt: Type.Optional(MillisInput),
  items: Type.Optional(Items),
  mileage: Type.Optional(KmInput),
  engineHours: Type.Optional(HoursInput),
  cost: Type.Optional(Cost),
  note: Type.Optional(Note),
});
export type RecordUpdate = Static<typeof RecordUpdate>;

export const RecordFilter = {
  carUid: Type.Optional(Uid),
  status: Type.Optional(Type.Array(ReservationCodeSchema, { maxItems: 3 })),
  /** Range of the reservation time. */
  startTime: Type.Optional(Millis),
  endTime: Type.Optional(Millis),
  active: Type.Optional(Type.Boolean()),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
};

/** Fixed kinds of a cycle, declared with their labels in ./vocabulary (CYCLE_CATEGORIES). */
const CycleCategory = CycleCategorySchema;

/** A cycle is due every intervalKm, intervalMonths or intervalEngineHours, whichever comes first; at least one is set. */
export const CycleInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  category: CycleCategory,
  intervalKm: Type.Optional(nullable(Type.Integer({ minimum: 100, maximum: 1_000_000 }))),
  intervalMonths: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 120 }))),
  intervalEngineHours: Type.Optional(nullable(Type.Integer({ minimum: 10, maximum: 100_000 }))),
  /** Options of category 'maintenance' (保修項目). */
  items: Items,
  note: Type.Optional(Note),
  /** The cars that follow the cycle; omitted on an edit keeps them. */
  carUids: Type.Optional(Type.Array(Uid, { maxItems: 1000, uniqueItems: true })),
});
export type CycleInput = Static<typeof CycleInput>;

export const Cycle = Type.Object({
  uid: Uid,
  name: Type.String(),
  category: CycleCategory,
  intervalKm: nullable(Type.Integer()),
  intervalMonths: nullable(Type.Integer()),
  intervalEngineHours: nullable(Type.Integer()),
  items: Type.Array(ItemRef),
  note: Type.String(),
  carList: Type.Array(CarRef),
  createdAt: Millis,
  updatedAt: Millis,
});
export type Cycle = Static<typeof Cycle>;

/** Where a car stands on one cycle: ok, due soon (within 7 days or 500 km) or due. */
export const CycleDue = Type.Object({
  cycle: Type.Omit(Cycle, ['items', 'note', 'carList', 'createdAt', 'updatedAt']),
  last: nullable(Type.Object({ servicedAt: Millis, mileage: nullable(Type.Number()), engineHours: nullable(Type.Number()) })),
  next: Type.Object({ mileage: nullable(Type.Number()), engineHours: nullable(Type.Number()), date: nullable(Millis) }),
  remainingKm: nullable(Type.Number()),
  remainingEngineHours: nullable(Type.Number()),
  remainingDays: nullable(Type.Number()),
  state: CycleDueStateSchema,
});
export type CycleDue = Static<typeof CycleDue>;

export const CarInfo = Type.Object({
  car: Type.Object({ uid: Uid, carNo: Type.String(), model: Type.String() }),
  /** Current odometer (km) and engine hours: the baseline plus what the car has driven since; null when neither is known. */
  mileage: nullable(Type.Number()),
  engineHours: nullable(Type.Number()),
  baseline: nullable(Type.Object({ mileage: Type.Number(), engineHours: Type.Number(), setAt: Millis })),
  cycles: Type.Array(CycleDue),
});

/**
 * mode init: the odometer and engine hours of each car now; mode project: the last service of one
 * cycle (cycleUid) for each car, from which that cycle is counted.
 */
export const SetInitBody = Type.Object({
  mode: Type.Union([Type.Literal('init'), Type.Literal('project')]),
  cycleUid: Type.Optional(Uid),
  cars: Type.Array(Type.Object({ carUid: Uid, mileage: Km, engineHours: Hours, servicedAt: Type.Optional(Millis) }), { minItems: 1, maxItems: 500 }),
});

export const OrderInput = Type.Object({
  carUid: Uid,
  originalCycleUid: Type.Optional(nullable(Uid)),
  items: Items,
  scheduledAt: Type.Optional(MillisInput),
  factoryName: Type.Optional(FactoryName),
  cost: Type.Optional(Cost),
  note: Type.Optional(Note),
  /** The reservation (a maintenance record's uid) the order is made from: at most one order per reservation. */
  recordUid: Type.Optional(Uid),
});

/**
 * An edit; status moves open → processing → done (or to cancelled): processing marks the linked
 * reservation 已進廠, done records the service on it (one is made for an order without one). writes the service into the maintenance records; done and cancelled are final. */
export const OrderUpdate = Type.Partial(Type.Composite([
  Type.Omit(OrderInput, ['carUid']),
  Type.Object({ status: MaintenanceOrderStatusSchema, mileage: KmInput, engineHours: HoursInput }),
]));

export const MaintenanceOrder = Type.Object({
  uid: Uid,
  orderNo: Type.String(),
  car: CarRef,
  originalCycle: nullable(ItemRef),
  items: Type.Array(ItemRef),
  status: MaintenanceOrderStatusSchema,
  openedAt: Millis,
  scheduledAt: nullable(Millis),
  completedAt: nullable(Millis),
  factoryName: Type.String(),
  cost: Type.Integer(),
  note: Type.String(),
  recordUid: nullable(Uid),
  createdAt: Millis,
  updatedAt: Millis,
});
export type MaintenanceOrder = Static<typeof MaintenanceOrder>;

const P39 = { host: 'api', auth: 'bearer', permission: ['P_P39'] } as const;
const CYCLE = { host: 'api', auth: 'bearer', permission: ['P_P38', 'P_P39'] } as const;
const Deleted = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
const Range = { startTime: Type.Optional(Millis), endTime: Type.Optional(Millis) };

export const maintenance = {
  get: endpoint({ ...P39, id: 'maintenance.get', method: 'GET', path: 'maintenance/v0/:uid',
    effect: 'read',
    summary: 'One maintenance record.', params: UidParams, response: MaintenanceRecord }),
  lastRecord: endpoint({ ...P39, id: 'maintenance.lastRecord', method: 'GET', path: 'maintenance/v0/last-record',
    summary: 'The last record of a car (of one cycle, when given): the latest service, else the latest reservation.',
    effect: 'read',
    query: Type.Object({ carUid: Uid, cycleUid: Type.Optional(Uid) }), response: nullable(MaintenanceRecord) }),
  list: endpoint({ ...P39, id: 'maintenance.list', method: 'POST', path: 'maintenance/v0/list',
    summary: 'Records by car, reservation status, reservation time range, active flag and keyword; latest reservation first.',
    effect: 'read',
    body: Type.Object({ ...RecordFilter, ...Paging }), response: Page(MaintenanceRecord) }),
  create: endpoint({ ...P39, id: 'maintenance.create', method: 'POST', path: 'maintenance/v0',
    effect: 'write', audit: true,
    summary: 'Add a record with its reservation.', body: RecordInput, response: MaintenanceRecord }),
  update: endpoint({ ...P39, id: 'maintenance.update', method: 'PUT', path: 'maintenance/v0/:uid',
    summary: 'Edit a record, keyed by its reservation uid; status alreadyMaintain marks the service done.',
    effect: 'write', audit: true,
    params: UidParams, body: RecordUpdate, response: MaintenanceRecord }),
  remove: endpoint({ ...P39, id: 'maintenance.remove', method: 'DELETE', path: 'maintenance/v0',
    effect: 'write', audit: true,
    summary: 'Delete records by uid.', body: DeleteBody, response: Deleted }),
  export: endpoint({ ...P39, id: 'maintenance.export', method: 'POST', path: 'maintenance/v0/export', kind: 'download',
    summary: 'Records as .xlsx (保修紀錄_{YYYY-MM-DD of startTime, else today}.xlsx).',
    effect: 'read',
    body: Type.Object(RecordFilter), response: Type.Null() }),
  carInfo: endpoint({ ...P39, id: 'maintenance.carInfo', method: 'POST', path: 'maintenance/v0/car-info',
    summary: 'A car\'s current mileage and engine hours, its cycles and what is due.',
    effect: 'read',
    body: Type.Object({ carUid: Uid }), response: CarInfo }),
  setActive: endpoint({ ...P39, id: 'maintenance.setActive', method: 'PATCH', path: 'maintenance/v0/:uid',
    summary: 'Switch a record active or inactive.',
    effect: 'write', audit: true,
    params: UidParams, body: Type.Object({ active: Type.Boolean() }), response: MaintenanceRecord }),
  setInit: endpoint({ ...P39, id: 'maintenance.setInit', method: 'POST', path: 'maintenance/v0/set-init',
    summary: 'Enter engine and mileage values: the baseline of cars (init) or the last service of a cycle (project).',
    effect: 'write', audit: true,
    body: SetInitBody, response: Type.Object({ updated: Type.Integer({ minimum: 0 }) }) }),
  carHistory: endpoint({ ...P39, id: 'maintenance.carHistory', method: 'GET', path: 'maintenance/v0/car/:id',
    summary: 'A car\'s maintenance history, latest first.',
    effect: 'read',
    params: IdParams, response: Type.Object({ car: CarRef, list: Type.Array(MaintenanceRecord) }) }),
};

export const maintenanceCycle = {
  get: endpoint({ ...CYCLE, id: 'maintenanceCycle.get', method: 'GET', path: 'maintenance-cycle/v0/:uid',
    effect: 'read',
    summary: 'One maintenance cycle with its cars.', params: UidParams, response: Cycle }),
  list: endpoint({ ...CYCLE, id: 'maintenanceCycle.list', method: 'POST', path: 'maintenance-cycle/v0/list',
    summary: 'Maintenance cycles by name keyword, category and car.',
    body: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), category: Type.Optional(CycleCategory), carUid: Type.Optional(Uid), ...Paging }),
    effect: 'read',
    response: Page(Cycle) }),
  create: endpoint({ ...CYCLE, id: 'maintenanceCycle.create', method: 'POST', path: 'maintenance-cycle/v0',
    effect: 'write', audit: true,
    summary: 'Add a maintenance cycle.', body: CycleInput, response: Cycle }),
  update: endpoint({ ...CYCLE, id: 'maintenanceCycle.update', method: 'PUT', path: 'maintenance-cycle/v0/:uid',
    effect: 'write', audit: true,
    summary: 'Edit a maintenance cycle.', params: UidParams, body: CycleInput, response: Cycle }),
  remove: endpoint({ ...CYCLE, id: 'maintenanceCycle.remove', method: 'DELETE', path: 'maintenance-cycle/v0',
    effect: 'write', audit: true,
    summary: 'Delete maintenance cycles; their cars no longer follow them.', body: DeleteBody, response: Deleted }),
};

export const maintenanceOrder = {
  get: endpoint({ ...P39, id: 'maintenanceOrder.get', method: 'GET', path: 'maintenance-order/v0/:uid',
    effect: 'read',
    summary: 'One maintenance order.', params: UidParams, response: MaintenanceOrder }),
  list: endpoint({ ...P39, id: 'maintenanceOrder.list', method: 'POST', path: 'maintenance-order/v0/list',
    summary: 'Maintenance orders by car, status, opening time range and keyword; newest first.',
    body: Type.Object({ carUid: Type.Optional(Uid), status: Type.Optional(Type.Array(MaintenanceOrderStatusSchema, { maxItems: 4 })), ...Range, keyword: Type.Optional(Type.String({ maxLength: 50 })), ...Paging }),
    effect: 'read',
    response: Page(MaintenanceOrder) }),
  create: endpoint({ ...P39, id: 'maintenanceOrder.create', method: 'POST', path: 'maintenance-order/v0',
    effect: 'write', audit: true,
    summary: 'Open a maintenance order; from a reservation (recordUid) at most once, a second is refused (409).', body: OrderInput, response: MaintenanceOrder }),
  update: endpoint({ ...P39, id: 'maintenanceOrder.update', method: 'PUT', path: 'maintenance-order/v0/:uid',
    effect: 'write', audit: true,
    summary: 'Edit an order or move its status; done records the service.', params: UidParams, body: OrderUpdate, response: MaintenanceOrder }),
  remove: endpoint({ ...P39, id: 'maintenanceOrder.remove', method: 'DELETE', path: 'maintenance-order/v0',
    effect: 'write', audit: true,
    summary: 'Delete maintenance orders.', body: DeleteBody, response: Deleted }),
  export: endpoint({ ...P39, id: 'maintenanceOrder.export', method: 'POST', path: 'maintenance-order/v0/export', kind: 'download',
    summary: 'Orders as .xlsx (保修工單_{YYYY-MM-DD of startTime, else today}.xlsx).',
    effect: 'read',
    body: Type.Object({ carUid: Type.Optional(Uid), status: Type.Optional(Type.Array(MaintenanceOrderStatusSchema, { maxItems: 4 })), ...Range }), response: Type.Null() }),
  originalCycle: endpoint({ ...P39, id: 'maintenanceOrder.originalCycle', method: 'POST', path: 'maintenance-order/v0/original-cycle',
    summary: 'The cycle an order came from (orderUid), or the car\'s most pressing cycle for a new one.',
    effect: 'read',
    body: Type.Object({ carUid: Uid, orderUid: Type.Optional(Uid) }), response: Type.Object({ cycle: nullable(CycleDue) }) }),
};
