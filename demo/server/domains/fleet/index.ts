import type { Domain } from '../../domain';
import { provideService } from '../../services';
import { optionReads } from './option-reads';
import { carReads } from './car-reads';
import { carCycleLinks } from './car-cycle-links';
import { carRoutes } from './car-routes';
import { enterpriseRoutes } from './enterprise-routes';
import { fleetMigrations } from './migrations';
import { logRoutes } from './operation-log';
import { optionRoutes } from './options-routes';
import { profileRoutes } from './profile-routes';
import { registrationRoutes } from './registration';
import { seedFleet } from './seed';
import { userRoutes } from './user-routes';

/** enterprise, options, cars, users, drivers, profile, operation log (spec 2.11, 7.2 profile, 7.4–7.6). */
export const fleetDomain: Domain = {
  name: 'fleet',
  migrations: fleetMigrations,
  provide(ctx) {
    provideService(ctx, 'fleet.cars', carReads);
    provideService(ctx, 'fleet.options', optionReads);
    provideService(ctx, 'fleet.carCycles', carCycleLinks);
  },
  seed: seedFleet,
  routes(r, ctx) {
    // First: the recorder it publishes is used by every other route here and by other domains.
    logRoutes(r, ctx);
    registrationRoutes(r, ctx);
    enterpriseRoutes(r, ctx);
    optionRoutes(r, ctx);
    carRoutes(r, ctx);
    userRoutes(r, ctx);
    profileRoutes(r, ctx);
  },
};
