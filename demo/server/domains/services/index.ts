import { every, type Domain } from '../../domain';
import { offerAuditTargets } from '../../services';
import { SERVICES_AUDIT_TARGETS } from './audit-targets';
import { servicesMigrations } from './migrations';
import { paymentRoutes } from './payment/routes';
import { exchangeRoutes } from './plus/exchange';
import { settleAtmTransfers } from './plus/orders';
import { plusRoutes } from './plus/routes';
import { seedServices } from './seed';

/** Banks confirm an ATM transfer within a minute or so. */
const ATM_TICK_MS = 15_000;

/** The value-added services: plans, orders, serial-number redeem and the sandbox payment (spec 7.9, 7.10). */
export const servicesDomain: Domain = {
  name: 'services',
  migrations: servicesMigrations,
  provide(ctx) {
    offerAuditTargets(ctx, SERVICES_AUDIT_TARGETS);
  },
  seed: seedServices,
  routes(r, ctx) {
    plusRoutes(r, ctx);
    exchangeRoutes(r, ctx);
    paymentRoutes(r, ctx);
  },
  start(ctx) {
    return every(ATM_TICK_MS, ctx, '[services] ATM settlement', () => settleAtmTransfers(ctx));
  },
};
