import type { AuditTarget } from '../../services';

/** The fleet's tables as the operation log names them and says what changed (issue 22; http/audit-rows.ts). */
export const FLEET_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    table: 'cars',
    fields: {
      car_no: '車號', model: '車型', car_kind: '車種', fuel_type: '燃料種類', etc_type: 'eTag', department_uid: '部門', driver_uid: '駕駛',
      udid: '設備序號', manufacture_year: '出廠年份', vin: '車身號碼', note: '備註', enabled_code: '納管',
    },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.car_no AS name, to_jsonb(t) AS row FROM cars t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
  {
    table: 'options',
    fields: { name: '名稱' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM options t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];
