import type { Domain } from '../../domain';
import { deviceRoutes } from './device/routes';
import { dvrRoutes } from './dvr/routes';
import { eventRoutes } from './events/routes';
import { fenceRoutes } from './fences/routes';
import { geoRoutes } from './geo/routes';
import { historyRoutes } from './history/routes';
import { journeyRoutes } from './history/journey-routes';
import { journeyReads } from './history/journey-reads';
import { htsrRoutes } from './htsr/routes';
import { monitoringMigrations } from './migrations';
import { monitorRoutes } from './monitor/routes';
import { startRuntime } from './monitor/start';
import { commonRouteRoutes } from './routes/routes';
import { reportRoutes } from './report/routes';
import { createMonthlyReports } from './report/report-cache';
import { monthlyReport } from './report/figures';
import { liveShareRoutes } from './live-share/routes';
import { scoreRoutes } from './score/routes';
import { seedMonitoring } from './seed';
import { storedLive } from './monitor/stored-live';
import { listenForSimulatorInput } from './monitor/simulator-inbox';
import { followFenceChanges } from './fences/changes';
import { offerAuditTargets, provideService } from '../../services';
import { MONITORING_AUDIT_TARGETS } from './audit-targets';

/** fences, routes, geo, live monitoring, history, journeys, scores, events, the monthly report, live DVR, the simulator. */
export const monitoringDomain: Domain = {
  name: 'monitoring',
  migrations: monitoringMigrations,
  seed: seedMonitoring,
  provide(ctx) {
    provideService(ctx, 'monitoring.journeys', journeyReads);
    provideService(ctx, 'monitoring.storedLive', storedLive);
    provideService(ctx, 'monitoring.monthlyReports', createMonthlyReports({ now: () => ctx.now(), compute: (enterpriseUid, month) => monthlyReport(ctx, enterpriseUid, month) }));
    offerAuditTargets(ctx, MONITORING_AUDIT_TARGETS);
    listenForSimulatorInput(ctx);
    followFenceChanges(ctx);
  },
  routes(r, ctx) {
    fenceRoutes(r, ctx);
    commonRouteRoutes(r, ctx);
    geoRoutes(r, ctx);
    monitorRoutes(r, ctx);
    historyRoutes(r, ctx);
    journeyRoutes(r, ctx);
    scoreRoutes(r, ctx);
    eventRoutes(r, ctx);
    htsrRoutes(r, ctx);
    dvrRoutes(r, ctx);
    deviceRoutes(r, ctx);
    reportRoutes(r, ctx);
    liveShareRoutes(r, ctx);
  },
  start: startRuntime,
};
