export { SHEET_FAILURE_MESSAGES, SHEET_LIMITS, type SheetLimits, type SheetReadFailure } from './limits';
export { inspectZip, type ZipFacts } from './zip-inspect';
export { screenUpload, sizeFailure } from './screen-upload';
export type { SheetPreviewProgress, SheetPreviewStage, TaskRowCheck } from './preview-protocol';
export { locateTaskColumns, missingColumnMessage, OPTIONAL_TASK_COLUMNS, TASK_COLUMNS, type TaskColumn } from './task-template';
export { createSheetPreviewWorker, previewFailure, readSheetPreview, type SheetPreview, type SheetPreviewOptions } from './sheet-preview';
export { formulaSafeCell, unguardedCell } from './formula-guard';
