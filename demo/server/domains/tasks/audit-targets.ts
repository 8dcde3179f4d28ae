import type { AuditTarget } from '../../services';

/** The tasks' tables as the operation log names them and says what changed (issue 22; http/audit-rows.ts). */
export const TASKS_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    // A task is named by its car's number and its day in Taipei.
    table: 'tasks', byCar: true,
    fields: { task_date: '日期', car_uid: '車輛', driver_uid: '駕駛', status: '狀態' },
    read: (db, enterpriseUid, uids) => db.query(
      `SELECT t.uid, to_char(t.task_date AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') AS name, to_jsonb(t) AS row
       FROM tasks t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2`, [[...uids], enterpriseUid],
    ),
  },
  {
    table: 'task_schedules',
    fields: { name: '名稱' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM task_schedules t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];
