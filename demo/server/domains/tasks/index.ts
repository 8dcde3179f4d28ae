import { every, type Domain } from '../../domain';
import { offerAuditTargets, provideService } from '../../services';
import { ApiError } from '../../http/errors';
import { taskDetail } from './task-store';
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
    // A live-share link of a task (monitoring domain, issue 27, 4): another enterprise's task is none.
    provideService(ctx, 'tasks.detail', (enterpriseUid, taskUid) => taskDetail(ctx, { enterpriseUid }, taskUid)
      .catch((error: unknown) => { if (error instanceof ApiError) return null; throw error; }));
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
