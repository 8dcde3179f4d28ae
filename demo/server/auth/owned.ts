import type { Db } from '../db/database';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { ApiError } from '../http/errors';

/**
 * Whose records a call may name (issue 10, 5): every uid a write takes, in its path or its body,
 * must be a record of the caller's enterprise. Another enterprise's record is simply not found
 * (404 / 4040001, as a read of it answers), so a caller learns nothing about what others hold.
 */
const OWNED = {
  cars: { what: '車輛', live: 'AND NOT deleted' },
  users: { what: '使用者', live: 'AND NOT deleted' },
  options: { what: '選項', live: 'AND NOT deleted' },
  maintenance_cycles: { what: '保養週期', live: '' },
  maintenance_records: { what: '保修紀錄', live: '' },
  maintenance_orders: { what: '保修工單', live: '' },
  tasks: { what: '任務', live: '' },
  task_schedules: { what: '排程', live: '' },
  fences: { what: '圍籬', live: '' },
  common_routes: { what: '常用路線', live: '' },
  journeys: { what: '行程', live: '' },
  messages: { what: '訊息', live: '' },
} as const;

export type OwnedTable = keyof typeof OWNED;

/**
 * Checks that every given uid (empty ones are skipped) is a live record of `table` held by the
 * enterprise; otherwise throws not found, naming `field` when given.
 */
export async function assertOwned(
  db: Db, enterpriseUid: string, table: OwnedTable, uids: readonly (string | null | undefined)[], field?: string,
): Promise<void> {
  const wanted = [...new Set(uids.filter((uid): uid is string => !!uid))];
  if (!wanted.length) return;
  const { what, live } = OWNED[table];
  const rows = await db.query(`SELECT uid FROM ${table} WHERE uid = ANY($1) AND enterprise_uid = $2 ${live}`, [wanted, enterpriseUid]);
  if (rows.length === wanted.length) return;
  throw new ApiError(API_STATUS.NOT_FOUND, `找不到${what}。`, field);
}
