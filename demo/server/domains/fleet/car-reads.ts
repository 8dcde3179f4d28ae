import type { CarReads } from '../../services';
import { CAR_FROM, CAR_SELECT, type CarDbRow } from './car-store';
import { likeOf } from '../../db/sql';

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

  async ordered(db, enterpriseUid, { departmentUid, keyword, drivers = [] }) {
    const like = keyword?.trim() ? likeOf(keyword) : null;
    const rows = await db.query<{ uid: string }>(
      `SELECT c.uid FROM cars c
        WHERE c.enterprise_uid = $1 AND NOT c.deleted AND ($2::text IS NULL OR c.department_uid = $2)
          AND ($3::text IS NULL OR c.car_no ILIKE $3 OR c.driver_uid = ANY($4::text[]))
        ORDER BY c.car_no, c.uid`,
      [enterpriseUid, departmentUid ?? null, like, [...drivers]],
    );
    return rows.map((r) => r.uid);
  },

  async records(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<CarDbRow>(`SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE c.uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r]));
  },

  async ofDepartment(db, departmentUid) {
    const rows = await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE department_uid = $1`, [departmentUid]);
    return rows.map((r) => r.uid);
  },
};
