export {
  driverActionsOf, managerActionsOf, nextOpenStop, type DriverAction, type ManagerActions, type TaskState,
} from './actions';
export { plannedTimeOf, stopsFromRoute, stopSummary, type StopDraft } from './stops';
export { defaultTaskRange, exportRangeOf, taskRangeOf, type TaskRangeFilters } from './range';
export { isTaskEvent } from './live';
export {
  emptySchedule, groupByDay, MAX_SCHEDULE_DAYS, rangeHasWeekday, scheduleDayCount, scheduleInputOf, scheduleRangeProblem,
  scheduleRangeText, scheduleValuesOf, weekdayName, weekdayOfDay, WEEKDAY_ORDER, weekdaysProblem, weekdaysText,
  type PreviewDay, type RangeProblem, type ScheduleValues,
} from './schedule';
export { $scheduleDraft, clearScheduleDraft, draftFor, keepScheduleDraft, scheduleFormPath, type ScheduleDraft } from './schedule-draft';
export { assignmentProblem, MAX_STOPS, stopsProblem, type Assignment } from './checks';
export {
  checkImportRows, clockOf, dateOf, errorsByRow, importLookupsOf, MAX_IMPORT_ROWS,
  type ImportCheck, type ImportDriver, type ImportedStop, type ImportedTask, type ImportLookupData, type ImportLookups,
} from './import-rows';
export { checkImportDuplicates, loadImportLookups, loadTasksOfDays, LOOKUP_PAGE, pageThrough } from './import-lookups';
export {
  daysOfFileTasks, DUPLICATE_COLUMN, EXISTING_DUPLICATE_MESSAGE, fileDuplicateMessage, findImportDuplicates, taskIdentityKey,
  type FileTask, type TaskIdentity,
} from './import-duplicates';
export { deviationText, etaText, LATE_TEXT, nextStop, stopTime, taskProgress, type TaskProgress } from './progress';
