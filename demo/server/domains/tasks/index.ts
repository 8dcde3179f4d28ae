import type { Domain } from '../../domain';
import { cycleRoutes } from './cycle-routes';
import { maintenanceRoutes } from './maintenance-routes';
import { tasksMigrations } from './migrations';
import { orderRoutes } from './order-routes';
import { provideOptionUsage } from './option-usage';
import { startMaintenanceReminders } from './reminders';
import { scheduleRoutes } from './schedule-routes';
import { seedMaintenance } from './seed-maintenance';
import { seedTasks } from './seed-tasks';
import { taskDriverRoutes } from './task-driver-routes';
import { taskFileRoutes } from './task-file-routes';
import { taskRoutes } from './task-routes';

/** tasks and dispatch schedules; maintenance, cycles and orders (spec 7.7, 7.8). */
export const tasksDomain: Domain = {
  name: 'tasks',
  migrations: tasksMigrations,
  async seed(ctx) {
    await seedTasks(ctx);
    await seedMaintenance(ctx);
  },
  routes(r, ctx) {
    provideOptionUsage(ctx);
    taskDriverRoutes(r, ctx);
    taskFileRoutes(r, ctx);
    scheduleRoutes(r, ctx);
    taskRoutes(r, ctx);
    maintenanceRoutes(r, ctx);
    cycleRoutes(r, ctx);
    orderRoutes(r, ctx);
  },
  start: startMaintenanceReminders,
};
