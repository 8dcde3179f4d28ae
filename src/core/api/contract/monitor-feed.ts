import { Type, type Static, type TArray, type TInteger } from '@sinclair/typebox';
import { Millis, Uid } from './endpoint';
import { MonitorCar } from './message';
import { MonitorRecord } from './monitor';

/**
 * The compact form of the live monitor data on /fms-monitor (issue 9), declared once for the
 * reference server's emit and the console's socket store (src/core/monitor-feed encodes and
 * decodes it). A message still carries the whole fleet and replaces the monitor data (spec 4): a
 * car absent from `car` has left the map. What changes every second goes as columns, one array per
 * field in the order of `car`, numbers as integers rounded to what the console shows. What rarely
 * changes (number, driver, department, devices, last event, fences, tyre layout) goes in `facts`,
 * only for the cars new to the receiver or changed since its last message; the receiver keeps
 * them by carUid. Decoded, every car is a whole MonitorRecord again.
 */
export const MONITOR_FEED_VERSION = 1 as const;

/**
 * The numeric columns: a MonitorRecord field and its steps per unit. lat and lng go in 1e-5 degree
 * (about a metre, the 5 decimals the map uses), speed and heading in whole km/h and degrees; the
 * odometer, fuel and engine temperature in tenths, as the simulator reports them.
 */
export const FEED_NUMBER_COLUMNS = {
  lat: 1e5, lng: 1e5, speed: 1, direction: 1, mileage: 10, fuel: 10, rpm: 1, engineTemp: 10,
} as const satisfies Partial<Record<keyof MonitorRecord, number>>;
export type FeedNumberField = keyof typeof FEED_NUMBER_COLUMNS;

/** Steps per unit of a sensor reading (tyre pressure and temperature, cargo temperature): tenths. */
export const FEED_READING_SCALE = 10;
/** A tyre in the `tyres` column is three integers: pressure and temperature in tenths, then its status code. */
export const FEED_TYRE_WIDTH = 3;

/** A tyre's place on the truck; its readings come in the `tyres` column. */
export const TyrePlace = Type.Object({ position: Type.Integer({ minimum: 1 }), label: Type.String(), axle: Type.Integer({ minimum: 1 }) });
export type TyrePlace = Static<typeof TyrePlace>;

/**
 * What rarely changes about a car: sent when a receiver does not have it yet, or when it changed.
 * The fields are MonitorRecord's own, picked, so the two can never part.
 */
export const CarFacts = Type.Composite([
  Type.Pick(MonitorRecord, ['carUid', 'carNo', 'driverUid', 'driverName', 'departmentUid', 'devices', 'lastEvent', 'fences', 'address']),
  Type.Object({
    /** The truck's TPMS tyres, in the order of its `tyres` readings. */
    tyres: Type.Optional(Type.Array(TyrePlace)),
  }),
]);
export type CarFacts = Static<typeof CarFacts>;

const Readings = Type.Union([Type.Array(Type.Integer()), Type.Null()]);

/** /fms-monitor 'monitor' data in feed version 1. Every column has one entry per car of `car`. */
export const MonitorFeed = Type.Object({
  v: Type.Literal(MONITOR_FEED_VERSION),
  /** When the message was built, ms. */
  time: Millis,
  /** Facts of the cars new to the receiver or changed since its last message; omitted when none. */
  facts: Type.Optional(Type.Array(CarFacts)),
  /** carUid of each row. */
  car: Type.Array(Uid),
  status: Type.Array(Type.String()),
  /** How long before `time` the device reported (its GPS time), ms. */
  ago: Type.Array(Type.Integer({ minimum: 0 })),
  ...Object.fromEntries(Object.keys(FEED_NUMBER_COLUMNS).map((field) => [field, Type.Array(Type.Integer())])) as Record<FeedNumberField, TArray<TInteger>>,
  /** Cargo temperatures in tenths of °C; null for a truck without sensors. */
  temperatures: Type.Array(Readings),
  /** Per tyre of the car's facts: pressure and temperature in tenths, then the status code; null without TPMS. */
  tyres: Type.Array(Readings),
});

/** The feed as a type (the schema's numeric columns spread from FEED_NUMBER_COLUMNS are typed here). */
export type MonitorFeed = {
  v: typeof MONITOR_FEED_VERSION;
  time: number;
  facts?: CarFacts[];
  car: string[];
  status: string[];
  ago: number[];
  temperatures: Array<number[] | null>;
  tyres: Array<number[] | null>;
} & Record<FeedNumberField, number[]>;

/**
 * /fms-monitor 'monitor': the whole live monitor data, which replaces the previous (spec 4, 7.12).
 * `data` is the spec's list of cars, or the compact feed above that the reference
 * server sends (issue 9); the console reads both.
 */
export const MonitorSocketMessage = Type.Object({ type: Type.Literal('monitor'), data: Type.Union([Type.Array(MonitorCar), MonitorFeed]) });
export type MonitorSocketMessage = Static<typeof MonitorSocketMessage>;
