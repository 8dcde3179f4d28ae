import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { journey } from './contract/journey';

/** Typed calls of spec 7.6 'Journey'. */
export const listJourneys = (body: BodyOf<typeof journey.list>) => call(journey.list, { body });
export const confirmJourneys = (uids: string[], note?: string) => call(journey.makeSure, { body: { uids, note } });
