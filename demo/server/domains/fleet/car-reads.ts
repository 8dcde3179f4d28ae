import type { ServerContext } from '../../context';
import type { CarReads, DriverCar } from '../../services';
import { CAR_FROM, CAR_SELECT, withDriverName, withDriverNames, type SelectedCar } from './car-store';
import { likeOf } from '../../db/sql';

/**
 * The reads of the fleet's cars other domains use ('fleet.cars' in services.ts): they get whole
 * CarDbRow rows, the one row type of the cars table, and never query it themselves. The drivers'
 * names come from the core's users, hence `ctx` (its services).
 */
const LIVE_CAR = `SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE NOT c.deleted`;

export const carReads = (ctx: Pick<ServerContext, 'services'>): CarReads => ({
  one: async (db, enterpriseUid, uid) =>
    withDriverName({ db, services: ctx.services }, await db.one<SelectedCar>(`${LIVE_CAR} AND c.uid = $1 AND c.enterprise_uid = $2`, [uid, enterpriseUid])),

  some: async (db, enterpriseUid, uids, names) =>
    withDriverNames({ db, services: ctx.services },
      await db.query<SelectedCar>(`${LIVE_CAR} AND c.uid = ANY($1) AND c.enterprise_uid = $2 ORDER BY c.car_no, c.uid`, [[...uids], enterpriseUid]), names),

  byUdid: async (db, udid) => withDriverName({ db, services: ctx.services }, await db.one<SelectedCar>(`${LIVE_CAR} AND c.udid = $1`, [udid])),

  list: async (db, { enterpriseUid, managed = false }) =>
    withDriverNames({ db, services: ctx.services }, await db.query<SelectedCar>(
      `${LIVE_CAR} AND ($1::text IS NULL OR c.enterprise_uid = $1) AND (NOT $2 OR c.enabled_code) ORDER BY c.enterprise_uid, c.car_no, c.uid`,
      [enterpriseUid ?? null, managed],
    )),

  async numbers(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; car_no: string }>(`SELECT uid, car_no FROM cars WHERE uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.car_no]));
  },

  ofDrivers: async (db, driverUids) =>
    (driverUids.length
      ? db.query<DriverCar>(
        `SELECT driver_uid, uid, car_no, enabled_code, deleted FROM cars WHERE driver_uid = ANY($1)
          ORDER BY driver_assigned_at DESC NULLS LAST, car_no`,
        [[...driverUids]],
      )
      : []),

  async managedDrivers(db, enterpriseUid) {
    const rows = await db.query<{ driver_uid: string }>(
      `SELECT DISTINCT driver_uid FROM cars WHERE enterprise_uid = $1 AND driver_uid IS NOT NULL AND NOT deleted AND enabled_code`, [enterpriseUid]);
    return rows.map((r) => r.driver_uid);
  },

  async counts(db, enterpriseUid) {
    const row = await db.one<{ cars: number; managed: number }>(
      `SELECT count(*)::int AS cars, (count(*) FILTER (WHERE enabled_code))::int AS managed FROM cars WHERE enterprise_uid = $1 AND NOT deleted`,
      [enterpriseUid],
    );
    return { cars: Number(row?.cars ?? 0), managed: Number(row?.managed ?? 0) };
  },

  async releaseDrivers(db, driverUids) {
    if (!driverUids.length) return;
    await db.query(`UPDATE cars SET driver_uid = NULL, driver_assigned_at = NULL WHERE driver_uid = ANY($1)`, [[...driverUids]]);
  },

  async ordered(db, enterpriseUid, { deleted = false, uids, departmentUid, keyword, drivers = [] }) {
    const like = keyword?.trim() ? likeOf(keyword) : null;
    const rows = await db.query<{ uid: string }>(
      `SELECT c.uid FROM cars c
        WHERE c.enterprise_uid = $1 AND ($2 OR NOT c.deleted) AND ($3::text[] IS NULL OR c.uid = ANY($3))
          AND ($4::text IS NULL OR c.department_uid = $4)
          AND ($5::text IS NULL OR c.car_no ILIKE $5 OR c.driver_uid = ANY($6::text[]))
        ORDER BY c.car_no, c.uid`,
      [enterpriseUid, deleted, uids ? [...new Set(uids)] : null, departmentUid ?? null, like, [...drivers]],
    );
    return rows.map((r) => r.uid);
  },

  async records(db, uids, names) {
    if (!uids.length) return new Map();
    const rows = await withDriverNames({ db, services: ctx.services },
      await db.query<SelectedCar>(`SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE c.uid = ANY($1)`, [[...new Set(uids)]]), names);
    return new Map(rows.map((r) => [r.uid, r]));
  },

  byNumber: async (db, enterpriseUid, carNo) =>
    withDriverName({ db, services: ctx.services }, await db.one<SelectedCar>(
      `${LIVE_CAR} AND c.enterprise_uid = $1 AND upper(replace(c.car_no, ' ', '')) = upper(replace($2, ' ', ''))`, [enterpriseUid, carNo])),

  async addedAt(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; created_at: Date }>(`SELECT uid, created_at FROM cars WHERE uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.created_at]));
  },
});
