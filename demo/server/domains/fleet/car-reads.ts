import type { CarReads } from '../../services';
import { likeOf } from '../../db/sql';
import { CAR_FROM, CAR_SELECT, type CarDbRow } from './car-store';

/**
 * The reads of the fleet's cars other domains use ('fleet.cars' in services.ts): they get whole
 * CarDbRow rows, the one row type of the cars table, and never query it themselves.
 */
const LIVE_CAR = `SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE NOT c.deleted`;

export const carReads: CarReads = {
  one: (db, enterpriseUid, uid) => db.one<CarDbRow>(`${LIVE_CAR} AND c.uid = $1 AND c.enterprise_uid = $2`, [uid, enterpriseUid]),

  some: (db, enterpriseUid, uids) =>
    db.query<CarDbRow>(`${LIVE_CAR} AND c.uid = ANY($1) AND c.enterprise_uid = $2 ORDER BY c.car_no, c.uid`, [[...uids], enterpriseUid]),

  byUdid: (db, udid) => db.one<CarDbRow>(`${LIVE_CAR} AND c.udid = $1`, [udid]),

  list: (db, { enterpriseUid, managed = false }) =>
    db.query<CarDbRow>(
      `${LIVE_CAR} AND ($1::text IS NULL OR c.enterprise_uid = $1) AND (NOT $2 OR c.enabled_code) ORDER BY c.enterprise_uid, c.car_no, c.uid`,
      [enterpriseUid ?? null, managed],
    ),

  async numbers(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; car_no: string }>(`SELECT uid, car_no FROM cars WHERE uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.car_no]));
  },

  numberLike: async (db, enterpriseUid, keyword) =>
    (await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = $1 AND car_no ILIKE $2`, [enterpriseUid, likeOf(keyword)])).map((r) => r.uid),

  ofDepartment: async (db, enterpriseUid, departmentUid) =>
    (await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = $1 AND department_uid = $2`, [enterpriseUid, departmentUid])).map((r) => r.uid),

  async inNumberOrder(db, uids) {
    if (!uids.length) return [];
    // Ties (the same number in two enterprises) by uid, so the order is the same every time.
    const rows = await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE uid = ANY($1) ORDER BY car_no, uid`, [[...new Set(uids)]]);
    return rows.map((r) => r.uid);
  },

  byNumber: (db, enterpriseUid, carNo) =>
    db.one<CarDbRow>(`${LIVE_CAR} AND c.enterprise_uid = $1 AND upper(replace(c.car_no, ' ', '')) = upper(replace($2, ' ', ''))`, [enterpriseUid, carNo]),

  async addedAt(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; created_at: Date }>(`SELECT uid, created_at FROM cars WHERE uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.created_at]));
  },
};
