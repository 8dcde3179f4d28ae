import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Millis, Uid } from './endpoint';
import { LatLng } from './geo';

/**
 * External devices of a car (spec 3 'Device types', 4 'TPMS tyre status codes') and the data of the
 * external device detail page /externalDevice/detail/{uid} (spec 2.11), code P_P01. The detail
 * call is of our own design: the spec names the page but no call.
 */

/** TPMS tyre status codes 0..11 with their labels (spec 4). */
import { TpmsStatus } from './vocabulary/tpms';
export { TpmsStatus };
export { TPMS_STATUS_LABELS } from './vocabulary/tpms';

/** The device kinds of spec 3, as a car's flags. */
export const DeviceFlags = Type.Object({
  dvr: Type.Boolean(),
  tpms: Type.Boolean(),
  coldChain: Type.Boolean(),
  dms: Type.Boolean(),
  tachograph: Type.Boolean(),
});
export type DeviceFlags = Static<typeof DeviceFlags>;

export const TyreReading = Type.Object({
  /** 1-based position: axle by axle, left to right. */
  position: Type.Integer({ minimum: 1 }),
  /** e.g. 前軸左, 後軸右外. */
  label: Type.String(),
  axle: Type.Integer({ minimum: 1 }),
  /** psi. */
  pressure: Type.Number(),
  /** °C. */
  temperature: Type.Number(),
  status: TpmsStatus,
  statusLabel: Type.String(),
});
export type TyreReading = Static<typeof TyreReading>;

export const TemperatureSample = Type.Object({ time: Millis, values: Type.Array(Type.Number()) });

export const DeviceDetail = Type.Object({
  car: Type.Object({ uid: Uid, carNo: Type.String(), model: Type.String(), devices: DeviceFlags, status: Type.String(), position: Type.Union([LatLng, Type.Null()]) }),
  coldChain: Type.Union([Type.Object({
    sensors: Type.Integer({ minimum: 1 }),
    /** Target range of the cargo space, °C. */
    setpoint: Type.Object({ min: Type.Number(), max: Type.Number() }),
    latest: Type.Union([TemperatureSample, Type.Null()]),
    /** One value per sensor per sample, oldest first. */
    series: Type.Array(TemperatureSample),
    /** Samples with any sensor outside the set range. */
    outOfRange: Type.Integer({ minimum: 0 }),
  }), Type.Null()]),
  tpms: Type.Union([Type.Object({
    tyres: Type.Array(TyreReading),
    updatedAt: Type.Union([Millis, Type.Null()]),
    warnings: Type.Integer({ minimum: 0 }),
  }), Type.Null()]),
  dms: Type.Union([Type.Object({
    /** Driver-monitoring events of the range, per type. */
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    recent: Type.Array(Type.Object({ type: Type.String(), title: Type.String(), time: Millis })),
  }), Type.Null()]),
  tachograph: Type.Union([Type.Object({
    driverName: Type.String(),
    /** Seconds in the range. */
    drivingSeconds: Type.Integer({ minimum: 0 }),
    idleSeconds: Type.Integer({ minimum: 0 }),
    distance: Type.Number({ minimum: 0 }),
    maxSpeed: Type.Number({ minimum: 0 }),
    /** The longest continuous driving of a journey in the range, seconds. */
    longestDrivingSeconds: Type.Integer({ minimum: 0 }),
    odometer: Type.Number({ minimum: 0 }),
  }), Type.Null()]),
  dvr: Type.Union([Type.Object({
    channels: Type.Array(Type.Object({ index: Type.Integer(), name: Type.String(), online: Type.Boolean() })),
    disconnections: Type.Integer({ minimum: 0 }),
  }), Type.Null()]),
});
export type DeviceDetail = Static<typeof DeviceDetail>;

export const device = {
  detail: endpoint({
    id: 'device.detail', host: 'api', method: 'POST', path: 'external-device/v0/detail', auth: 'bearer', permission: ['P_P01'],
    summary: 'External device panels of a car: cold-chain temperatures over the range, TPMS tyres, DMS, tachograph and DVR.',
    extension: true,
    body: Type.Object({ carUid: Uid, startTime: Millis, endTime: Millis }),
    response: DeviceDetail,
    effect: 'read',
  }),
};
