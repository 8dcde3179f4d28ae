import type { ServerContext } from '../../context';
import { provideService, usageCounter } from '../../services';

/**
 * What still uses an enterprise's task kinds (issue 11: /setting shows what uses an option before
 * it goes): the tasks whose stops name it. Counted per option uid; an unused one is left out.
 */
const TASK_KIND_USE = `
  SELECT k->>'kind' AS uid, count(DISTINCT t.uid)::int AS n
  FROM tasks t, jsonb_array_elements(t.stops) k
  WHERE t.enterprise_uid = $1 AND k->>'kind' = ANY($2)
  GROUP BY 1`;

export function provideTaskKindUsage(ctx: ServerContext): void {
  provideService(ctx, 'tasks.taskKindUsage', usageCounter(ctx, TASK_KIND_USE));
}
