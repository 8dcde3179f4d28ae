import type { Domain } from '../../context';

/** enterprise, options, cars, users, drivers, profile, operation log. */
export const fleetDomain: Domain = {
  name: 'fleet',
  migrations: [],
  routes() {},
};
