import type { Domain } from '../../domain';
import { cycleRoutes } from './cycle-routes';
import { maintenanceRoutes } from './maintenance-routes';
import { offerAuditTargets } from '../../services';
import { MAINTENANCE_AUDIT_TARGETS } from './audit-targets';
import { maintenanceMigrations } from './migrations';
import { provideItemUsage } from './item-usage';
import { orderRoutes } from './order-routes';
import { startMaintenanceReminders } from './reminders';
import { seedMaintenance } from './seed-maintenance';

/** Maintenance records (reservations), cycles and orders, and the due reminders (spec 7.8). */
export const maintenanceDomain: Domain = {
  name: 'maintenance',
  migrations: maintenanceMigrations,
  provide(ctx) {
    offerAuditTargets(ctx, MAINTENANCE_AUDIT_TARGETS);
  },
  seed: seedMaintenance,
  routes(r, ctx) {
    provideItemUsage(ctx);
    maintenanceRoutes(r, ctx);
    cycleRoutes(r, ctx);
    orderRoutes(r, ctx);
  },
  start: startMaintenanceReminders,
};
