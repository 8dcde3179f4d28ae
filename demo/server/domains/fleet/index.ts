import type { Domain } from '../../domain';
import { offerAuditTargets, provideService } from '../../services';
import { FLEET_AUDIT_TARGETS } from './audit-targets';
import { optionReads } from './option-reads';
import { carReads } from './car-reads';
import { carCycleLinks } from './car-cycle-links';
import { carRoutes } from './car-routes';
import { fleetMigrations } from './migrations';
import { logRoutes } from './operation-log';
import { optionRoutes } from './options-routes';
import { seedFleet } from './seed';

/** options, cars and their drivers, operation log (spec 3, 7.4 options, 7.5 cars, 7.6). */
export const fleetDomain: Domain = {
  name: 'fleet',
  migrations: fleetMigrations,
  provide(ctx) {
    provideService(ctx, 'fleet.cars', carReads(ctx));
    provideService(ctx, 'fleet.options', optionReads);
    provideService(ctx, 'fleet.carCycles', carCycleLinks);
    offerAuditTargets(ctx, FLEET_AUDIT_TARGETS);
  },
  seed: seedFleet,
  routes(r, ctx) {
    // First: the recorder it publishes is used by every other route here and by other domains.
    logRoutes(r, ctx);
    optionRoutes(r, ctx);
    carRoutes(r, ctx);
  },
};
