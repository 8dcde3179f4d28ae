import type { SimEventType } from './types';

/**
 * Event rates and sizes shared by the live simulator (step.ts and its modules) and the history generator
 * (history.ts), so seeded history and live driving keep the same figures.
 */

/** Rates below are per hour; the live simulator multiplies them by this and the step's seconds. */
export const PER_HOUR = 1 / 3600;

/** Random driver-monitoring and smart-driving events, per hour of driving. */
export const DMS_EVENTS: readonly (readonly [SimEventType, number])[] = [
  ['fatigue', 0.06],
  ['seatbelt', 0.05],
  ['phone', 0.08],
  ['smoking', 0.03],
  ['distract', 0.1],
  ['lensWardOff', 0.01],
  ['driverLost', 0.005],
  ['tss', 0.08],
];
export const DMS_TOTAL = DMS_EVENTS.reduce((a, [, r]) => a + r, 0);
/** DTC events per driving hour. */
export const DTC_RATE = 0.02;
/** DVR disconnections per driving hour, for trucks with a DVR. */
export const DVR_RATE = 0.02;
/** Points kept of a closed journey's path. */
export const JOURNEY_MAX_POINTS = 120;
