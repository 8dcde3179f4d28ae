/** Driver performance and driving scores (spec 2.11, 7.6): periods, chart data and the settle job, pure. */
export { defaultScorePeriod, MAX_PERIOD_DAYS, periodDays, periodProblem, type ScorePeriod } from './period';
export { arcPath, barSeries, dotSeries, durationText, percentages, pieSlices, type PieSlice } from './charts';
export { daysSettledSince, isSettleDone, settledJobOf, settleProgress, settleSummary, type SettleJob, type SettleSummary } from './settle';
