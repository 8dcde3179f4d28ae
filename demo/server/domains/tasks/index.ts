import type { Domain } from '../../domain';
import { offerAuditTargets } from '../../services';
import { TASKS_AUDIT_TARGETS } from './audit-targets';
import { tasksMigrations } from './migrations';
import { provideTaskKindUsage } from './option-usage';
import { scheduleRoutes } from './schedule-routes';
import { seedTasks } from './seed-tasks';
import { taskDriverRoutes } from './task-driver-routes';
import { taskFileRoutes } from './task-file-routes';
import { taskRoutes } from './task-routes';

/** Tasks and dispatch schedules (spec 7.7). */
export const tasksDomain: Domain = {
  name: 'tasks',
  migrations: tasksMigrations,
  provide(ctx) {
    offerAuditTargets(ctx, TASKS_AUDIT_TARGETS);
  },
  seed: seedTasks,
  routes(r, ctx) {
    provideTaskKindUsage(ctx);
    taskDriverRoutes(r, ctx);
    taskFileRoutes(r, ctx);
    scheduleRoutes(r, ctx);
    taskRoutes(r, ctx);
  },
};
