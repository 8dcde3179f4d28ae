import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';

/**
 * Cars (spec 3 'Car', 5, 7.5; page /carManagement, P_P06). Reading the list or one car is also
 * allowed to the screens that pick cars: monitoring, live video, voice messages, history, video
 * retrieval, events and tasks.
 */
export const CAR_READERS = ['P_P06', 'P_P01', 'P_P02', 'P_P20', 'P_P03', 'P_P04', 'P_P05', 'P_P13'] as const;

/** Taiwanese plate: two to four letters or digits, a dash, two to four more (e.g. KLA-2381). */
export const CarNo = Type.String({ pattern: '^[A-Z0-9]{2,4}-[A-Z0-9]{2,4}$' });
/** A vehicle model code (e.g. XZU720, FC2AJ7, FS1EPS); its prefix gives the DTC table group (spec 9). */
export const CarModel = Type.String({ pattern: '^[A-Z0-9]{4,12}$' });
export const ModelGroup = Type.Union([Type.Literal('300'), Type.Literal('500'), Type.Literal('700')]);

/** External devices installed on a car (spec 3 'Device types'). */
export const CarDevices = Type.Object({
  dvr: Type.Optional(Type.Object({ channels: Type.Integer({ minimum: 1, maximum: 16 }) }, { additionalProperties: false })),
  tpms: Type.Optional(Type.Object({ tyres: Type.Integer({ minimum: 4, maximum: 22 }) }, { additionalProperties: false })),
  coldChain: Type.Optional(Type.Object({ sensors: Type.Integer({ minimum: 1, maximum: 8 }) }, { additionalProperties: false })),
  dms: Type.Optional(Type.Boolean()),
  tachograph: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type CarDevices = Static<typeof CarDevices>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const CarRow = Type.Object({
  uid: Uid,
  carNo: Type.String(),
  model: Type.String(),
  modelGroup: Type.Union([ModelGroup, Type.Null()]),
  carKind: Type.Union([Type.String(), Type.Null()]),
  fuelType: Type.Union([Type.String(), Type.Null()]),
  etcType: Type.Union([Type.String(), Type.Null()]),
  departmentUid: Type.Union([Uid, Type.Null()]),
  departmentName: Type.Union([Type.String(), Type.Null()]),
  driverUid: Type.Union([Uid, Type.Null()]),
  driverName: Type.Union([Type.String(), Type.Null()]),
  /** Device id; null when no device is installed. */
  udid: Type.Union([Type.String(), Type.Null()]),
  devices: CarDevices,
  manufactureYear: Type.Union([Type.Integer(), Type.Null()]),
  vin: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  /** Under management (納管). */
  enabledCode: Type.Boolean(),
  deleted: Type.Boolean(),
  createdAt: Millis,
});
export type CarRow = Static<typeof CarRow>;

/** A car as a selectable option (spec 3): label carNo, value the uid as text; the blank one has null. */
export const CarOption = Type.Object({ label: Type.String(), value: Type.Union([Type.String(), Type.Null()]), enabledCode: Type.Boolean() });
export type CarOption = Static<typeof CarOption>;

export const CarListBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 20 })),
  departmentUid: Type.Optional(Uid),
  enabledCode: Type.Optional(Type.Boolean()),
  /** Only cars under management (spec 5). */
  filterEnabledCode: Type.Optional(Type.Boolean()),
  modelGroup: Type.Optional(ModelGroup),
  hasDevice: Type.Optional(Type.Boolean()),
  driverUid: Type.Optional(Uid),
  /** Answer {label, value, enabledCode} options instead of rows (spec 3). */
  asOptions: Type.Optional(Type.Boolean()),
  /** With asOptions: a leading blank option 選擇車號 with value null. */
  withBlank: Type.Optional(Type.Boolean()),
  offset: Paging.offset,
  /** No default limit: an options list wants every car (up to 1000), a table a page of 10. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

/**
 * A catalogue value (car kind, fuel type, e-tag type); null clears it on an edit (issue 22, 9). Null
 * comes first: the server's validator coerces types, and tried first a string branch would turn
 * null into '' (not a catalogue value) instead of taking it as "cleared".
 */
const CatalogueChoice = Type.Union([Type.Null(), Type.String({ maxLength: 30 })]);

const CarFields = {
  carNo: CarNo,
  model: CarModel,
  carKind: Type.Optional(CatalogueChoice),
  fuelType: Type.Optional(CatalogueChoice),
  etcType: Type.Optional(CatalogueChoice),
  departmentUid: Type.Optional(Nullable(Uid)),
  driverUid: Type.Optional(Nullable(Uid)),
  udid: Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z0-9_-]{6,32}$' }))),
  devices: Type.Optional(CarDevices),
  manufactureYear: Type.Optional(Type.Union([Type.Integer({ minimum: 1980, maximum: 2100 }), Type.Null()])),
  vin: Type.Optional(Nullable(Type.String({ pattern: '^[A-HJ-NPR-Z0-9]{11,17}$' }))),
  note: Type.Optional(Type.String({ maxLength: 200 })),
};

export const CarCycleRow = Type.Object({ cycleUid: Uid, carUid: Uid, carNo: Type.String() });

export const cars = {
  get: endpoint({
    id: 'cars.get', host: 'api', method: 'GET', path: 'car/v0/:uid', auth: 'bearer', permission: CAR_READERS,
    summary: 'One car of the caller\'s enterprise, with the maintenance cycles it follows.',
    params: UidParams,
    response: Type.Intersect([CarRow, Type.Object({ cycleUids: Type.Array(Uid) })]),
    effect: 'read',
  }),
  list: endpoint({
    id: 'cars.list', host: 'api', method: 'POST', path: 'car/v0/list', auth: 'bearer', permission: CAR_READERS,
    summary: 'Cars filtered by car number, department, management, model group, device, driver; as rows or as options.',
    body: CarListBody,
    response: Type.Union([Page(CarRow), Page(CarOption)]),
    effect: 'read',
  }),
  create: endpoint({
    id: 'cars.create', host: 'api', method: 'POST', path: 'car/v0', auth: 'bearer', permission: ['P_P06'],
    summary: 'Add a car (not yet under management); car number unique in the enterprise, device id unique.',
    body: Type.Object(CarFields),
    response: CarRow,
    effect: 'write', audit: true,
  }),
  update: endpoint({
    id: 'cars.update', host: 'api', method: 'PUT', path: 'car/v0/:uid', auth: 'bearer', permission: ['P_P06'],
    summary: 'Change a car; fields not sent stay as they are.',
    params: UidParams,
    body: Type.Partial(Type.Object(CarFields), { minProperties: 1 }),
    response: CarRow,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    id: 'cars.remove', host: 'api', method: 'DELETE', path: 'car/v0', auth: 'bearer', permission: ['P_P06'],
    summary: 'Delete cars (kept as deleted in their drivers\' car lists).',
    body: DeleteBody,
    response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  enable: endpoint({
    id: 'cars.enable', host: 'api', method: 'POST', path: 'car/v0/enable', auth: 'bearer', permission: ['P_P06'],
    loadingText: '納管車輛中...',
    summary: 'Bring cars under management (納管); a managed car without a device shows as \'no device installed\'. Sends the category-1 bind notification.',
    body: DeleteBody,
    response: Type.Object({ enabled: Type.Array(Type.Object({ uid: Uid, carNo: Type.String() })), alreadyEnabled: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  carCycle: endpoint({
    id: 'cars.carCycle', host: 'api', method: 'POST', path: 'car/v0/car-cycle', auth: 'bearer', permission: ['P_P06', 'P_P38', 'P_P39'],
    summary: 'Set which cars follow a maintenance cycle (replaces the cycle\'s car list in the caller\'s enterprise).',
    body: Type.Object({ cycleUid: Uid, carUids: Type.Array(Uid, { maxItems: 1000 }) }),
    response: Type.Object({ cycleUid: Uid, carList: Type.Array(Type.Object({ carUid: Uid, carNo: Type.String() })) }),
    effect: 'write', audit: true,
  }),
  carCycleList: endpoint({
    id: 'cars.carCycleList', host: 'api', method: 'POST', path: 'car/v0/car-cycle/list', auth: 'bearer', permission: ['P_P06', 'P_P38', 'P_P39'],
    extension: true,
    summary: 'Cycle assignments of the caller\'s cars, by cycle or by cars.',
    body: Type.Object({ cycleUid: Type.Optional(Uid), carUids: Type.Optional(Type.Array(Uid, { maxItems: 1000 })) }),
    response: Type.Array(CarCycleRow),
    effect: 'read',
  }),
};
