import type { Domain } from '../domain';
import { commsDomain } from './comms';
import { coreDomain } from './core';
import { fleetDomain } from './fleet';
import { monitoringDomain } from './monitoring';
import { tasksDomain } from './tasks';

/** The reference server's domains; migrations and seeds run in this order. */
export const DOMAINS: readonly Domain[] = [coreDomain, fleetDomain, monitoringDomain, tasksDomain, commsDomain];
