import type { Journey } from '../../../../../src/core/api/contract/journey';
import type { JourneyPoint } from '../../../../../src/core/api/contract/history';
import type { Db } from '../../../db/database';
import type { JourneyStats } from '../score/stats';
import { packPoints } from './points';
import { toMs } from '../../../time';
import { carNumbers, type Reads } from '../../../car-refs';
import { serviceOf } from '../../../services';

/** A closed journey as the runtime and the seed store it. */
export interface StoredJourney {
  uid: string;
  enterpriseUid: string;
  carUid: string;
  driverUid: string | null;
  taskKindUid: string | null;
  startTime: number;
  endTime: number;
  startAddress: string;
  endAddress: string;
  distance: number;
  idleSeconds: number;
  maxSpeed: number;
  avgSpeed: number;
  points: JourneyPoint[];
  stats: JourneyStats;
}

const CHUNK = 500;

/** Inserts journeys in chunks, one jsonb parameter a statement; the points packed (points.ts) as base64 in it. */
export async function insertJourneys(db: Db, journeys: readonly StoredJourney[]): Promise<void> {
  for (let i = 0; i < journeys.length; i += CHUNK) {
    const chunk = journeys.slice(i, i + CHUNK);
    const packed = await Promise.all(chunk.map((j) => packPoints(j.points)));
    const rows = chunk.map((j, k) => ({
      uid: j.uid, enterprise_uid: j.enterpriseUid, car_uid: j.carUid, driver_uid: j.driverUid, task_kind_uid: j.taskKindUid,
      start_time: new Date(j.startTime).toISOString(), end_time: new Date(j.endTime).toISOString(),
      start_address: j.startAddress, end_address: j.endAddress, distance: Math.round(j.distance),
      duration: Math.round((j.endTime - j.startTime) / 1000), idle_seconds: Math.round(j.idleSeconds),
      max_speed: j.maxSpeed, avg_speed: j.avgSpeed, points_gz: packed[k].toString('base64'), stats: j.stats,
    }));
    await db.query(
      `INSERT INTO journeys (uid, enterprise_uid, car_uid, driver_uid, task_kind_uid, start_time, end_time, start_address, end_address,
                             distance, duration, idle_seconds, max_speed, avg_speed, points_gz, stats)
       SELECT uid, enterprise_uid, car_uid, driver_uid, task_kind_uid, start_time, end_time, start_address, end_address,
              distance, duration, idle_seconds, max_speed, avg_speed, decode(points_gz, 'base64'), stats
         FROM jsonb_to_recordset($1::jsonb) AS x(uid text, enterprise_uid text, car_uid text, driver_uid text, task_kind_uid text,
              start_time timestamptz, end_time timestamptz, start_address text, end_address text, distance double precision,
              duration integer, idle_seconds integer, max_speed real, avg_speed real, points_gz text, stats jsonb)
       ON CONFLICT (uid) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
}

export interface JourneyRow {
  uid: string;
  car_uid: string;
  driver_uid: string | null;
  start_time: Date;
  end_time: Date;
  start_address: string;
  end_address: string;
  distance: number;
  duration: number;
  idle_seconds: number;
  max_speed: number;
  avg_speed: number;
  event_count: string;
  confirmed: boolean;
  confirmed_at: Date | null;
  confirmed_by: string | null;
  note: string;
}

/**
 * The columns of a journey row (with the number of its events, no points) and the table they come
 * from (a list's ListQuery); car number and driver name come from their domains' reads.
 */
export const JOURNEY_SELECT = `j.uid, j.car_uid, j.driver_uid, j.start_time, j.end_time,
  j.start_address, j.end_address, j.distance, j.duration, j.idle_seconds, j.max_speed, j.avg_speed,
  (SELECT count(*) FROM events e WHERE e.journey_uid = j.uid) AS event_count,
  j.confirmed, j.confirmed_at, j.confirmed_by, j.note, j.enterprise_uid`;
export const JOURNEY_TABLES = 'journeys j';

/** The journeys of rows as the contract gives them, each named by its car's number and its driver's name (deleted ones too). */
export async function journeysOf(r: Reads, rows: readonly JourneyRow[]): Promise<Journey[]> {
  const numbers = await carNumbers(r, rows.map((j) => j.car_uid));
  const drivers = await serviceOf(r, 'core.users').names(r.db, rows.flatMap((j) => (j.driver_uid ? [j.driver_uid] : [])));
  return rows.map((row) => journeyOf(row, numbers.get(row.car_uid) ?? '', row.driver_uid ? drivers.get(row.driver_uid) : undefined));
}

function journeyOf(row: JourneyRow, carNo: string, driverName: string | undefined): Journey {
  return {
    uid: row.uid,
    carUid: row.car_uid,
    carNo,
    driverUid: row.driver_uid,
    driverName: driverName ?? '',
    startTime: toMs(row.start_time)!,
    endTime: toMs(row.end_time)!,
    startAddress: row.start_address,
    endAddress: row.end_address,
    distance: Number(row.distance),
    duration: Number(row.duration),
    idleSeconds: Number(row.idle_seconds),
    maxSpeed: Number(row.max_speed),
    avgSpeed: Math.round(Number(row.avg_speed) * 10) / 10,
    eventCount: Number(row.event_count),
    confirmed: row.confirmed,
    confirmedAt: toMs(row.confirmed_at),
    confirmedBy: row.confirmed_by,
    note: row.note,
  };
}
