import type { ServerContext } from '../../context';
import { provideService, usageCounter } from '../../services';

/**
 * What still uses an enterprise's maintenance items (issue 11: /setting shows what uses an option
 * before it goes): the cycles, orders and records that list it. Counted per option uid; an unused
 * one is left out.
 */
const MAINTENANCE_ITEM_USE = `
  SELECT item AS uid, count(*)::int AS n FROM (
    SELECT unnest(items) AS item FROM maintenance_cycles WHERE enterprise_uid = $1
    UNION ALL SELECT unnest(items) FROM maintenance_orders WHERE enterprise_uid = $1
    UNION ALL SELECT unnest(items) FROM maintenance_records WHERE enterprise_uid = $1
  ) used
  WHERE item = ANY($2)
  GROUP BY 1`;

export function provideItemUsage(ctx: ServerContext): void {
  provideService(ctx, 'maintenance.itemUsage', usageCounter(ctx, MAINTENANCE_ITEM_USE));
}
