import type { maintenance, maintenanceOrder } from '../../../../src/core/api/contract/maintenance';
import { requireUser } from '../../auth/authenticate';
import { assertOwned } from '../../auth/owned';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { FileResult, Registrar } from '../../http/register';
import { XLSX_TYPE } from '../../http/xlsx-book';
import { recordOperation } from '../../services';
import { fmt } from '../../time';
import { MAINTENANCE_EXPORT_LIMIT } from './maintenance-sheets';

/**
 * The bulk calls the maintenance lists (records, orders) share: the same remove on their own
 * table, and the same export file around their own sheet.
 */

/** One list's remove call (DELETE with the uids). */
export interface ListRemoval {
  call: typeof maintenance.remove | typeof maintenanceOrder.remove;
  /** The list's table: the uids removed must all be the caller's enterprise's rows of it. */
  table: 'maintenance_records' | 'maintenance_orders';
  /** Deletes the rows, and unlinks what points at them, inside the removal's transaction. */
  deleteRows(tx: Db, uids: readonly string[]): Promise<void>;
  /** What the operation log calls the removal (刪除保修紀錄). */
  logged: string;
}

/** Registers a list's remove: one transaction, logged once with the count; repeated uids count once. */
export function removeCall(r: Registrar, ctx: ServerContext, list: ListRemoval): void {
  r.route(list.call, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    await assertOwned(ctx.db, me.enterpriseUid, list.table, uids);
    await ctx.db.transaction((tx) => list.deleteRows(tx, uids));
    await recordOperation(ctx, me, list.logged, `${uids.length} 筆`, { uids });
    return { deleted: uids.length };
  });
}

/** The rows an export holds: the list's first MAINTENANCE_EXPORT_LIMIT rows for the export's filter. */
export const EXPORT_PAGE = { offset: 0, limit: MAINTENANCE_EXPORT_LIMIT } as const;

/** An export's file: {sheet}_{YYYY-MM-DD of the filter's start, else today}.xlsx. */
export function sheetFile(sheet: string, day: number, buffer: Buffer): FileResult {
  return { file: { fileName: `${sheet}_${fmt(day, 'YYYY-MM-DD')}.xlsx`, contentType: XLSX_TYPE, buffer } };
}
