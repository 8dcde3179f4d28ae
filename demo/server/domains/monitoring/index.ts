import type { Domain } from '../../context';

/** fences, routes, geo, live monitoring, history, journeys, scores, events, live DVR, the simulator. */
export const monitoringDomain: Domain = {
  name: 'monitoring',
  migrations: [],
  routes() {},
};
