import type { SheetLimits, SheetReadFailure } from './limits';

/** The messages between `readSheetPreview` and its Web Worker, declared once for both sides. */

/** What the worker is doing, for a loading text. */
export type SheetPreviewStage = 'reading' | 'checking' | 'parsing';

export interface SheetPreviewProgress {
  stage: SheetPreviewStage;
}

/** Main thread → worker: the file itself (a Blob is passed by reference, not copied) and the caps. */
export interface SheetPreviewRequest {
  file: Blob;
  limits: SheetLimits;
}

/** Worker → main thread: progress, then exactly one answer. */
export type SheetPreviewReply =
  | { kind: 'progress'; progress: SheetPreviewProgress }
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'failure'; failure: SheetReadFailure };
