import type { ImportError } from '../api/contract/task';
import type { FileTask } from '../tasks/import-duplicates';
import type { ImportLookupData } from '../tasks/import-rows';
import type { SheetLimits, SheetReadFailure } from './limits';

/** The messages between `readSheetPreview` and its Web Worker, declared once for both sides. */

/** What the worker is doing, for a loading text. */
export type SheetPreviewStage = 'reading' | 'checking' | 'parsing' | 'validating';

export interface SheetPreviewProgress {
  stage: SheetPreviewStage;
}

/** Main thread → worker: the file itself (a Blob is passed by reference, not copied) and the caps. */
export interface SheetPreviewRequest {
  file: Blob;
  limits: SheetLimits;
  /** Given for a task import (issue 12): the rows are also judged by the core's row checks. */
  taskLookups?: ImportLookupData;
}

/** The row checks' verdict on a task sheet: every error by spreadsheet row, and the tasks it makes. */
export interface TaskRowCheck {
  errors: ImportError[];
  /** The tasks the file would create when it has no error. */
  tasks: number;
  /** Those tasks by car, day and stops, with their rows: what the page compares with existing tasks (issue 22, 7). */
  fileTasks: FileTask[];
}

/** Worker → main thread: progress, then exactly one answer. */
export type SheetPreviewReply =
  | { kind: 'progress'; progress: SheetPreviewProgress }
  | { kind: 'rows'; rows: string[][]; check?: TaskRowCheck }
  | { kind: 'failure'; failure: SheetReadFailure };
