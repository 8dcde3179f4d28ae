import { checkImportRows, importLookupsOf } from '../tasks/import-rows';
import { parseFirstSheet, parseFirstSheetForms } from './first-sheet';
import type { SheetPreviewReply, SheetPreviewRequest, SheetPreviewStage } from './preview-protocol';
import { screenUpload } from './screen-upload';

/**
 * The Web Worker of `readSheetPreview`: reads the file, screens it as the server does, then parses
 * it, all off the page's main thread; for a task import it also runs the core's row checks. The page ends this worker on a time-out or an abort, so a
 * hostile file costs this worker and nothing else.
 */

/** The two members of a dedicated worker's scope used here (the project's DOM lib types `self` as a window). */
const scope = self as unknown as {
  postMessage(message: SheetPreviewReply): void;
  onmessage: ((event: MessageEvent<SheetPreviewRequest>) => void) | null;
};

const progress = (stage: SheetPreviewStage) => scope.postMessage({ kind: 'progress', progress: { stage } });

async function preview({ file, limits, taskLookups }: SheetPreviewRequest): Promise<SheetPreviewReply> {
  progress('reading');
  const bytes = new Uint8Array(await file.arrayBuffer());
  progress('checking');
  const failure = screenUpload(bytes, limits);
  if (failure) return { kind: 'failure', failure };
  progress('parsing');
  if (taskLookups) {
    // The rows are shown as text and judged as values, as the server reads them.
    const forms = parseFirstSheetForms(bytes, limits);
    if (!('rows' in forms)) return { kind: 'failure', failure: forms.failure };
    progress('validating');
    const { tasks, errors } = checkImportRows(forms.values, importLookupsOf(taskLookups));
    const fileTasks = tasks.map(({ carUid, taskDate, stops, rows }) => ({ carUid, taskDate, rows, stops: stops.map(({ name, address }) => ({ name, address })) }));
    return { kind: 'rows', rows: forms.rows, check: { errors, tasks: tasks.length, fileTasks } };
  }
  const parsed = parseFirstSheet(bytes, limits, 'text');
  return 'rows' in parsed ? { kind: 'rows', rows: parsed.rows } : { kind: 'failure', failure: parsed.failure };
}

scope.onmessage = ({ data }) => {
  preview(data).then((answer) => scope.postMessage(answer), () => scope.postMessage({ kind: 'failure', failure: 'not-a-workbook' }));
};
