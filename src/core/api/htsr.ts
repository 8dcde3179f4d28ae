import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { htsr } from './contract/htsr';

/** Typed calls of spec 7.6 'HTSR': service factories and their reservation periods. */
export const listServiceFactories = (body: BodyOf<typeof htsr.factory> = {}) => call(htsr.factory, { body });
export const listReservationPeriods = (factoryUid: string, date: string) => call(htsr.period, { body: { factoryUid, date } });
