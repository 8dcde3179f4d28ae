export {
  carsText, categoryLabel, cycleInputOf, cycleValuesOf, emptyCycle, INTERVAL_KEYS, INTERVAL_LIMITS, intervalProblem, intervalsProblem,
  intervalText, MAX_CYCLE_ITEMS, NAME_MAX, NO_INTERVAL, NOTE_MAX, type CycleValues, type IntervalKey,
} from './cycle-values';
export { canMarkServiced, readingText, recordTime, reservationTone } from './records';
export { $cycleOptions, refreshCycleOptions } from './cycle-options';
