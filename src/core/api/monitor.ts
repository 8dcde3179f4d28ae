import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { drivingMonitor } from './contract/monitor';

/** Typed calls of spec 7.6: the live car list and the last events per icon kind. */
export const listMonitorCars = (body: BodyOf<typeof drivingMonitor.carList> = {}) => call(drivingMonitor.carList, { body });
export const drivingLastEventStatus = (body: BodyOf<typeof drivingMonitor.lastEventStatus> = {}) =>
  call(drivingMonitor.lastEventStatus, { body });
