import type { CarCycleLinks } from '../../services';

/**
 * Which cars follow which maintenance cycle, as the maintenance domain reads and writes it
 * ('fleet.carCycles' in services.ts). The fleet owns car_cycles: its car-cycle call sets a cycle's
 * cars and deleting a car drops its links; the cycles themselves are the maintenance domain's.
 */
export const carCycleLinks: CarCycleLinks = {
  async carsOf(db, cycleUids) {
    if (!cycleUids.length) return [];
    return db.query<{ cycle_uid: string; car_uid: string; car_no: string }>(
      `SELECT cc.cycle_uid, c.uid AS car_uid, c.car_no FROM car_cycles cc JOIN cars c ON c.uid = cc.car_uid
        WHERE cc.cycle_uid = ANY($1) AND NOT c.deleted ORDER BY c.car_no`,
      [[...cycleUids]],
    );
  },

  async cyclesOf(db, carUids) {
    if (!carUids.length) return [];
    return db.query<{ car_uid: string; cycle_uid: string }>(`SELECT car_uid, cycle_uid FROM car_cycles WHERE car_uid = ANY($1)`, [[...carUids]]);
  },

  following: (db) =>
    db.query<{ uid: string; car_no: string; enterprise_uid: string }>(
      `SELECT DISTINCT c.uid, c.car_no, c.enterprise_uid FROM car_cycles cc JOIN cars c ON c.uid = cc.car_uid WHERE NOT c.deleted`,
    ),

  async setCars(db, enterpriseUid, cycleUid, carUids) {
    await db.query(`DELETE FROM car_cycles WHERE cycle_uid = $1`, [cycleUid]);
    for (const carUid of carUids) {
      await db.query(`INSERT INTO car_cycles (car_uid, cycle_uid, enterprise_uid) VALUES ($1, $2, $3)`, [carUid, cycleUid, enterpriseUid]);
    }
  },

  async follow(db, enterpriseUid, carUid, cycleUid) {
    await db.query(`INSERT INTO car_cycles (car_uid, cycle_uid, enterprise_uid) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [carUid, cycleUid, enterpriseUid]);
  },

  async forget(db, cycleUids) {
    await db.query(`DELETE FROM car_cycles WHERE cycle_uid = ANY($1)`, [[...cycleUids]]);
  },
};
