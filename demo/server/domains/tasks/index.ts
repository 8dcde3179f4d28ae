import type { Domain } from '../../context';

/** tasks and dispatch schedules; maintenance, cycles and orders. */
export const tasksDomain: Domain = {
  name: 'tasks',
  migrations: [],
  routes() {},
};
