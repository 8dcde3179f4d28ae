import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { drivingHistory } from './contract/history';

/** Typed calls of spec 7.6 'Driving history'. */
export const listHistoryCars = (body: BodyOf<typeof drivingHistory.carList>) => call(drivingHistory.carList, { body });
export const listCarJourneys = (body: BodyOf<typeof drivingHistory.journeyList>) => call(drivingHistory.journeyList, { body });
export const journeyDetail = (journeyUid: string) => call(drivingHistory.journeyDetail, { body: { journeyUid } });
