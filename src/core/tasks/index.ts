export {
  driverActionsOf, isDriverSession, managerActionsOf, nextOpenStop, type DriverAction, type ManagerActions, type TaskState,
} from './actions';
export { stopsFromRoute, stopSummary, type StopDraft } from './stops';
export { defaultTaskRange, exportRangeOf, taskRangeOf, type TaskRangeFilters } from './range';
export { isTaskEvent } from './live';
