import type { Db } from '../../../demo/server/db/database';

/**
 * One record of each kind an enterprise owns, read from the seeded database: the uids a write of
 * another enterprise must not reach (issue 10, 5).
 */
export interface EnterpriseRecords {
  enterpriseUid: string;
  car: string;
  car2: string;
  carNo: string;
  udid: string;
  user: string;
  driver: string;
  department: string;
  taskKind: string;
  maintenanceItem: string;
  cycle: string;
  fence: string;
  route: string;
  task: string;
  schedule: string;
  maintenance: string;
  /** The reservation uid of that record: its update's path names it. */
  reservation: string;
  order: string;
  journey: string;
  message: string;
  plusOrder: string;
  plusOrderCode: string;
  videoRecord: string;
  /** A monthly report share link (the walk makes A's: the seed has none). */
  reportShare: string;
  /** A live-share link of a truck (the walk makes A's: the seed has none). */
  liveShare: string;
  /** An unused plus serial (serials belong to no enterprise). */
  serial: string;
  /** A payment token for a card order of the enterprise's own (the walk asks it). */
  paymentToken?: string;
}

/**
 * The records of an enterprise; `strict`: every kind must exist (the other enterprise's). The
 * caller's own may lack some: a missing kind reads 'none-…', which no call of theirs uses.
 */
export async function recordsOf(db: Db, enterpriseUid: string, strict = true): Promise<EnterpriseRecords> {
  const first = async (what: string, table: string, extra = '', column = 'uid') => {
    const sql = `SELECT ${column} FROM ${table} WHERE enterprise_uid = $1 ${extra} ORDER BY uid LIMIT 1`;
    const row = await db.one<Record<string, string>>(sql, [enterpriseUid]);
    if (!row?.[column] && strict) throw new Error(`the seed has no ${what} of ${enterpriseUid}`);
    return row?.[column] ?? `none-${what}`;
  };
  const option = (category: string) => first(category, 'options', `AND category = '${category}' AND NOT deleted`);
  const managedCar = `AND NOT deleted AND enabled_code AND udid IS NOT NULL`;
  const car = await first('car', 'cars', managedCar);
  return {
    enterpriseUid,
    car,
    car2: await first('second car', 'cars', `${managedCar} AND uid <> '${car}'`),
    carNo: await first('car number', 'cars', `AND uid = '${car}'`, 'car_no'),
    udid: await first('device', 'cars', `AND uid = '${car}'`, 'udid'),
    user: await first('user', 'users', `AND role <> 'driver' AND NOT deleted`),
    driver: await first('driver', 'users', `AND role = 'driver' AND NOT deleted`),
    department: await option('department'),
    taskKind: await option('task'),
    maintenanceItem: await option('maintenance'),
    cycle: await first('maintenance cycle', 'maintenance_cycles'),
    fence: await first('fence', 'fences'),
    route: await first('common route', 'common_routes'),
    task: await first('task', 'tasks', `AND status IN ('ready', 'scheduling') AND NOT lock AND schedule_uid IS NULL`),
    schedule: await first('schedule', 'task_schedules'),
    maintenance: await first('maintenance record', 'maintenance_records'),
    reservation: await first('reservation', 'maintenance_records', '', 'reservation_uid'),
    order: await first('maintenance order', 'maintenance_orders'),
    journey: await first('journey', 'journeys'),
    message: await first('message', 'messages'),
    plusOrder: await first('plus order', 'plus_orders'),
    plusOrderCode: await first('plus order code', 'plus_orders', '', 'code'),
    videoRecord: await first('video record', 'video_records'),
    reportShare: await first('report share link', 'report_shares'),
    liveShare: await first('live share link', 'live_shares'),
    serial: (await db.one<{ serial_no: string }>(`SELECT serial_no FROM plus_serials WHERE used_at IS NULL ORDER BY expires_at DESC LIMIT 1`))!.serial_no,
  };
}

/** Tables whose rows a refused call may still add (the caller's own session and log, and its attempt counted by a rate limit). */
const UNWATCHED = new Set(['sessions', 'operation_logs', 'spent_tokens', 'rate_limit_windows']);

/** A digest of every watched table: equal digests mean no row was added, changed or removed. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`);
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (UNWATCHED.has(table)) continue;
    const row = await db.one<{ d: string }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x`);
    digest[table] = row!.d;
  }
  return digest;
}
