export {
  driverActionsOf, isDriverSession, managerActionsOf, nextOpenStop, type DriverAction, type ManagerActions, type TaskState,
} from './actions';
export { stopsFromRoute, stopSummary, type StopDraft } from './stops';
export { defaultTaskRange, exportRangeOf, taskRangeOf, type TaskRangeFilters } from './range';
export { isTaskEvent } from './live';
export {
  checkImportRows, clockOf, dateOf, errorsByRow, importLookupsOf, MAX_IMPORT_ROWS, MAX_IMPORT_STOPS,
  type ImportCheck, type ImportDriver, type ImportedStop, type ImportedTask, type ImportLookupData, type ImportLookups,
} from './import-rows';
export { loadImportLookups, LOOKUP_PAGE, pageThrough } from './import-lookups';
