import type { Domain } from '../domain';
import { commsDomain } from './comms';
import { coreDomain } from './core';
import { fleetDomain } from './fleet';
import { maintenanceDomain } from './maintenance';
import { monitoringDomain } from './monitoring';
import { servicesDomain } from './services';
import { tasksDomain } from './tasks';

/**
 * The reference server's domains; migrations and seeds run in this order. Maintenance seeds right
 * after tasks and services right before comms, where they ran when they lived in those domains, so
 * the seeded random numbers fall as they did.
 */
export const DOMAINS: readonly Domain[] = [coreDomain, fleetDomain, monitoringDomain, tasksDomain, maintenanceDomain, servicesDomain, commsDomain];
