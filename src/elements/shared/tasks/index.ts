/** What the task elements share (list, form, detail): the status tag, a driver's reports, live task events, the caller's view. */
export { TaskStatusTag } from './task-status-tag';
export { DriverActions, type DriverActionsProps } from './driver-actions';
export { useTaskEvents } from './use-task-events';
export { useIsDriver } from './use-is-driver';
export { TaskMap, TASK_MAP_CSS, type TaskMapProps } from './task-map';
export { TaskImport, TASK_IMPORT_CSS, type TaskImportProps } from './task-import-dialog';
