import { every, type Domain } from '../../domain';
import { offerAuditTargets } from '../../services';
import { TASKS_AUDIT_TARGETS } from './audit-targets';
import { tasksMigrations } from './migrations';
import { provideTaskKindUsage } from './option-usage';
import { scheduleRoutes } from './schedule-routes';
import { seedTasks } from './seed-tasks';
import { taskDriverRoutes } from './task-driver-routes';
import { taskFileRoutes } from './task-file-routes';
import { taskRoutes } from './task-routes';
import { trackerOf, TRACK_EVERY_MS } from './tracking/tracker';

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
  /** In the leader only (cluster/leadership.ts), beside the simulator whose positions it follows. */
  start(ctx) {
    const tracker = trackerOf(ctx);
    return every(TRACK_EVERY_MS, ctx, '[tasks] tracking', () => tracker.tick());
  },
};
