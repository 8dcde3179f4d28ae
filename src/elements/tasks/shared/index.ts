/** What the task elements share (list, form, detail): the status tag, a driver's reports, a manager's status changes, live task events, the caller's view. */
export { TaskStatusTag } from './task-status-tag';
export { DriverActions, type DriverActionsProps } from './driver-actions';
export { useTaskEvents } from './use-task-events';
export { useIsDriver } from './use-is-driver';
export { DispatcherOnly, DRIVER_REFUSED } from './dispatcher-only';
export { TaskMap, TASK_MAP_CSS, type TaskMapProps } from './task-map';
export { ManagerActionButtons, taskNameOf, useManagerTaskActions, type ManagerTaskActions } from './manager-actions';
export { AssignmentField } from './assignment-field';
export { StopsField, STOPS_FIELD_CSS } from './stops-field';
export { TaskImport, TASK_IMPORT_CSS, type TaskImportProps } from './task-import-dialog';
export { LIVE_RELOAD_MS, useLiveReload } from './use-live-reload';
