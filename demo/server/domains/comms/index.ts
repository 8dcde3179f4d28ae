import type { Domain } from '../../context';

/** bulletins, messages and voice, plus services, payment, video records, camera stream, open API. */
export const commsDomain: Domain = {
  name: 'comms',
  migrations: [],
  routes() {},
};
