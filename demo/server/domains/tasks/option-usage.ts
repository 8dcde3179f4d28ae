import type { ServerContext } from '../../context';
import { provideService } from '../../services';

/**
 * What of this domain still uses an enterprise's options (issue 11: /setting shows what uses an
 * option before it goes): a task kind by the tasks whose stops name it, a maintenance item by the
 * cycles, orders and records that list it. Counted per option uid; an unused one is left out.
 */
const TASK_KIND_USE = `
  SELECT k->>'kind' AS uid, count(DISTINCT t.uid)::int AS n
  FROM tasks t, jsonb_array_elements(t.stops) k
  WHERE t.enterprise_uid = $1 AND k->>'kind' = ANY($2)
  GROUP BY 1`;

const MAINTENANCE_ITEM_USE = `
  SELECT item AS uid, count(*)::int AS n FROM (
    SELECT unnest(items) AS item FROM maintenance_cycles WHERE enterprise_uid = $1
    UNION ALL SELECT unnest(items) FROM maintenance_orders WHERE enterprise_uid = $1
    UNION ALL SELECT unnest(items) FROM maintenance_records WHERE enterprise_uid = $1
  ) used
  WHERE item = ANY($2)
  GROUP BY 1`;

export function provideOptionUsage(ctx: ServerContext): void {
  provideService(ctx, 'tasks.optionUsage', async (enterpriseUid, category, uids) => {
    if (uids.length === 0) return new Map();
    const rows = await ctx.db.query<{ uid: string; n: number }>(category === 'task' ? TASK_KIND_USE : MAINTENANCE_ITEM_USE, [enterpriseUid, [...uids]]);
    return new Map(rows.map((row) => [row.uid, Number(row.n)]));
  });
}
