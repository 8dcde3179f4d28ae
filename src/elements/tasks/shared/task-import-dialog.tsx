import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { downloadTaskTemplate, importTasks } from '../../../core/api/task';
import { API_STATUS } from '../../../core/api/contract/status';
import type { ImportError } from '../../../core/api/contract/task';
import { messageOf } from '../../../core/resource/errors';
import { readSheetPreview, TASK_COLUMNS, type SheetPreviewStage, type TaskRowCheck } from '../../../core/sheets';
import { checkImportDuplicates, errorsByRow, loadImportLookups, type ImportLookupData } from '../../../core/tasks';
import { Button, Checkbox, Dialog, showToast, VirtualList, ResourceError } from '../../shared/ui';

export { TASK_IMPORT_CSS } from './task-import-styles';

export interface TaskImportProps {
  /** The dialog is shown while true. */
  open?: boolean;
  /** Tasks were imported: how many; the dialog has closed. */
  onTaskImport?: (detail: { created: number }) => void;
  /** The dialog asked to close (Escape, 關閉, 取消 or after an import); the host sets `open` false. */
  onImportClose?: (detail: Record<string, never>) => void;
}

/** One data row of the chosen file: its spreadsheet row number and the text of its cells. */
interface SheetRow {
  row: number;
  cells: string[];
}

type Lookups = { state: 'loading' } | { state: 'ready'; data: ImportLookupData } | { state: 'failed'; message: string };

type Reading =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string; stage: ReadingStage }
  | { phase: 'failed'; fileName: string; message: string }
  | {
    phase: 'ready'; fileName: string; file: Blob; rows: SheetRow[]; header: string[]; check: TaskRowCheck;
    /** Rows repeating a task (issue 22, 7): notices, not errors; the user decides. */
    duplicates: ImportError[];
    /** Why the existing tasks could not be compared, when they could not. */
    duplicatesUnknown: string | null;
  };

/** The worker's stages, and the page's own before (lookups) and after (existing tasks) it. */
type ReadingStage = SheetPreviewStage | 'lookups' | 'duplicates';

const STAGE_TEXT: Record<ReadingStage, string> = {
  lookups: '載入車輛、司機與任務種類中…',
  reading: '讀取檔案中…',
  checking: '檢查檔案中…',
  parsing: '解析工作表中…',
  validating: '檢查每一列資料中…',
  duplicates: '比對既有任務中…',
};

const LOOKUPS_ERROR = '讀取車輛、司機或任務種類失敗，請稍後再試。';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROW_HEIGHT = 52;

const isXlsxName = (name: string) => /\.xlsx$/i.test(name);

/**
 * The import-task dialog (spec 2.11, 7.7; issue 12): 下載模板, then a .xlsx chosen or dropped is read
 * in a Web Worker, which also runs the core's row checks against the enterprise's cars, drivers and
 * task kinds (loaded every page when the dialog opens). Every row is shown, virtualised, with its
 * errors; 匯入 is offered only when the whole file is valid. The server checks again: its row
 * errors (4000001) are shown in the same table. Choosing another file or closing aborts a read.
 */
export function TaskImport({ open = false, onTaskImport, onImportClose }: TaskImportProps) {
  const [shown, setShown] = useState(open);
  const [lookups, setLookups] = useState<Lookups>({ state: 'loading' });
  const [reading, setReading] = useState<Reading>({ phase: 'idle' });
  const [serverErrors, setServerErrors] = useState<ImportError[] | null>(null);
  const [uploadMessage, setUploadMessage] = useState('');
  const [uploading, setUploading] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  /** The user's decision to import rows that repeat tasks. */
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  /** Counts 重試 presses: the lookups load again. */
  const [attempt, setAttempt] = useState(0);
  const lookupsPromise = useRef<Promise<ImportLookupData> | null>(null);
  const readAbort = useRef<AbortController | null>(null);
  /** Set from the first press of 匯入 until its answer: a double click in one frame sends once. */
  const sending = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const summaryId = useId();

  useEffect(() => setShown(open), [open]);

  // The lookups are loaded each time the dialog opens, so a car taken under management since counts.
  useEffect(() => {
    if (!shown) return undefined;
    let live = true;
    setLookups({ state: 'loading' });
    const promise = loadImportLookups();
    lookupsPromise.current = promise;
    promise.then(
      (data) => live && setLookups({ state: 'ready', data }),
      (error: unknown) => live && setLookups({ state: 'failed', message: error instanceof Error && error.message ? error.message : LOOKUPS_ERROR }),
    );
    // Rejections are shown from the state above; the promise itself is awaited by a read.
    promise.catch(() => undefined);
    return () => {
      live = false;
      lookupsPromise.current = null;
      readAbort.current?.abort();
      readAbort.current = null;
    };
  }, [shown, attempt]);

  function reset() {
    readAbort.current?.abort();
    readAbort.current = null;
    setReading({ phase: 'idle' });
    setServerErrors(null);
    setUploadMessage('');
    setOnlyErrors(false);
    setKeepDuplicates(false);
    if (inputRef.current) inputRef.current.value = '';
  }

  function close() {
    if (uploading) return;
    reset();
    setShown(false);
    onImportClose?.({});
  }

  async function read(file: File) {
    readAbort.current?.abort();
    const controller = new AbortController();
    readAbort.current = controller;
    setServerErrors(null);
    setUploadMessage('');
    setOnlyErrors(false);
    setKeepDuplicates(false);
    const fileName = file.name;
    if (!isXlsxName(fileName)) {
      setReading({ phase: 'failed', fileName, message: '請選擇 .xlsx 檔案（可先下載模板）。' });
      return;
    }
    setReading({ phase: 'reading', fileName, stage: 'lookups' });
    try {
      const data = await (lookupsPromise.current ?? Promise.reject(new Error(LOOKUPS_ERROR)));
      if (controller.signal.aborted) return;
      const preview = await readSheetPreview(file, {
        signal: controller.signal,
        taskLookups: data,
        onProgress: ({ stage }) => !controller.signal.aborted && setReading({ phase: 'reading', fileName, stage }),
      });
      if (controller.signal.aborted) return;
      if ('failure' in preview) {
        setReading({ phase: 'failed', fileName, message: preview.message });
        return;
      }
      const [header = [], ...body] = preview.rows;
      const rows: SheetRow[] = [];
      body.forEach((cells, i) => {
        if (cells.some((c) => c.trim() !== '')) rows.push({ row: i + 2, cells });
      });
      const check = preview.check ?? { errors: [], tasks: 0, fileTasks: [] };
      setReading({ phase: 'reading', fileName, stage: 'duplicates' });
      const repeats = await checkImportDuplicates(check.fileTasks);
      if (controller.signal.aborted) return;
      setReading({ phase: 'ready', fileName, file, rows, header, check, ...repeats });
    } catch (error) {
      if (controller.signal.aborted) return;
      setReading({ phase: 'failed', fileName, message: error instanceof Error && error.message ? error.message : LOOKUPS_ERROR });
    } finally {
      if (readAbort.current === controller) readAbort.current = null;
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void read(file);
  }

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void read(file);
  }

  async function downloadTemplate() {
    setDownloading(true);
    const result = await downloadTaskTemplate();
    setDownloading(false);
    if (result.status !== API_STATUS.OK) showToast(messageOf(result, '下載模板失敗，請稍後再試。'), 'error');
  }

  async function upload() {
    if (reading.phase !== 'ready' || sending.current) return;
    sending.current = true;
    setUploading(true);
    setUploadMessage('');
    const result = await importTasks(reading.file, reading.fileName);
    sending.current = false;
    setUploading(false);
    if (result.status === API_STATUS.OK && result.data) {
      const created = result.data.created ?? 0;
      showToast(`已匯入 ${created} 筆任務。`, 'success');
      reset();
      setShown(false);
      onTaskImport?.({ created });
      onImportClose?.({});
      return;
    }
    const errors = result.status === API_STATUS.VALIDATION ? result.data?.errors ?? [] : [];
    setServerErrors(errors);
    setUploadMessage(messageOf(result, '匯入失敗，請稍後再試。'));
  }

  const ready = reading.phase === 'ready' ? reading : null;
  const errors = useMemo(() => (ready ? [...ready.check.errors, ...(serverErrors ?? [])] : []), [ready, serverErrors]);
  const byRow = useMemo(() => errorsByRow(errors), [errors]);
  const repeatsByRow = useMemo(() => errorsByRow(ready?.duplicates ?? []), [ready]);
  const rowNumbers = useMemo(() => new Set(ready?.rows.map((r) => r.row)), [ready]);
  /** Errors of no shown row: a missing column (row 1), an empty file, a file-level refusal. */
  const general = errors.filter((e) => !rowNumbers.has(e.row));
  const badRows = ready ? ready.rows.filter((r) => byRow.has(r.row)) : [];
  const repeatedRows = repeatsByRow.size;
  const flaggedRows = ready ? ready.rows.filter((r) => byRow.has(r.row) || repeatsByRow.has(r.row)) : [];
  const shownRows = ready ? (onlyErrors ? flaggedRows : ready.rows) : [];
  const valid = !!ready && errors.length === 0 && ready.check.tasks > 0;
  const decided = repeatedRows === 0 || keepDuplicates;
  const columns = ready ? TASK_COLUMNS.map((c) => ({ name: c, at: ready.header.findIndex((h) => h.trim() === c) })) : [];

  const footer = (
    <>
      <Button onClick={close} disabled={uploading}>取消</Button>
      <Button variant="primary" onClick={() => void upload()} loading={uploading} disabled={!valid || !decided}
        aria-describedby={ready ? summaryId : undefined}>
        {uploading ? '匯入任務中....' : '匯入'}
      </Button>
    </>
  );

  return (
    <>
      <Dialog open={shown} onClose={close} heading="匯入任務" size="large" dismissible={!uploading} footer={footer}
        description="下載模板並填寫後選擇檔案；檔案會先在瀏覽器中逐列檢查，全部正確才可匯入。">
        <div className="import-body">
          <div className="import-actions">
            <Button onClick={() => void downloadTemplate()} loading={downloading}>下載模板</Button>
          </div>
          <div className={`drop-zone${dragging ? ' drop-active' : ''}`}
            onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
            onDragLeave={() => setDragging(false)} onDrop={dropped}>
            <label htmlFor={fileId} className="drop-label">選擇或拖放 .xlsx 檔案</label>
            <input ref={inputRef} id={fileId} type="file" accept={XLSX_ACCEPT} onChange={chosen} disabled={uploading} data-autofocus />
            {lookups.state === 'failed' && (
              <ResourceError className="import-actions" message={lookups.message} onRetry={() => { reset(); setAttempt((n) => n + 1); }} />
            )}
          </div>
          <div className="import-status" role="status" aria-live="polite">
            {reading.phase === 'reading' && <p className="import-progress">{reading.fileName}：{STAGE_TEXT[reading.stage]}</p>}
            {ready && (
              <p id={summaryId} className="import-summary">
                {ready.fileName}：共 {ready.rows.length.toLocaleString('en-US')} 列，{badRows.length.toLocaleString('en-US')} 列有錯誤
                {repeatedRows > 0 && `，${repeatedRows.toLocaleString('en-US')} 列與其他任務重複`}
                {valid ? `，可匯入 ${ready.check.tasks.toLocaleString('en-US')} 筆任務。` : '。'}
              </p>
            )}
          </div>
          {reading.phase === 'failed' && <p className="import-error" role="alert">{reading.fileName}：{reading.message}</p>}
          {uploadMessage && <p className="import-error" role="alert">{uploadMessage}</p>}
          {ready?.duplicatesUnknown && <p className="import-notice" role="alert">{ready.duplicatesUnknown}</p>}
          {valid && repeatedRows > 0 && (
            <div className="import-decision">
              <p className="import-notice">有 {repeatedRows.toLocaleString('en-US')} 列與既有任務或檔案內其他任務重複（同車、同日、同站點），匯入後會再建立一次。請修改檔案，或確認後仍要匯入。</p>
              <Checkbox label="仍要匯入重複的任務" checked={keepDuplicates} onChange={(e) => setKeepDuplicates(e.target.checked)} />
            </div>
          )}
          {general.length > 0 && (
            <ul className="import-general" aria-label="檔案錯誤">
              {general.map((e, i) => <li key={i} className="import-error">{e.row > 1 ? `第 ${e.row} 列 ` : ''}{e.message}</li>)}
            </ul>
          )}
          {ready && ready.rows.length > 0 && (
            <>
              <Checkbox label={repeatedRows ? '只顯示有錯誤或重複的列' : '只顯示有錯誤的列'} checked={onlyErrors}
                onChange={(e) => setOnlyErrors(e.target.checked)} disabled={!flaggedRows.length && !onlyErrors} />
              <div className="import-preview">
                <VirtualList items={shownRows} itemKey={(r) => String(r.row)} rowHeight={ROW_HEIGHT} height={360} ariaLabel="匯入資料預覽"
                  header={(
                    <div className="preview-line preview-head">
                      <span className="row-no">列</span>
                      {columns.map((c) => <span key={c.name} className="cell">{c.name}</span>)}
                    </div>
                  )}
                  renderItem={(r) => {
                    const rowErrors = byRow.get(r.row);
                    const repeat = repeatsByRow.get(r.row)?.[0]?.message;
                    const values = columns.map((c) => (c.at >= 0 ? r.cells[c.at] ?? '' : ''));
                    const problems = rowErrors?.map((e) => `${e.column}：${e.message}`).join('；');
                    const verdict = [problems && `錯誤：${problems}`, repeat && `重複：${repeat}`].filter(Boolean).join('；');
                    // One sentence for a screen reader, the columns for the eye: few nodes a row, so
                    // a fast scroll through 5,000 rows stays within a frame.
                    return (
                      <div className={`preview-row${rowErrors ? ' preview-bad' : repeat ? ' preview-repeat' : ''}`}>
                        <span className="visually-hidden">
                          {`第 ${r.row} 列，${columns.map((c, i) => `${c.name} ${values[i] || '空白'}`).join('，')}；${verdict || '正確'}`}
                        </span>
                        <div className="preview-line" aria-hidden="true">
                          <span className="row-no">第 {r.row} 列</span>
                          {values.map((value, i) => <span key={i} className="cell">{value}</span>)}
                        </div>
                        <div className={problems ? 'preview-errors' : 'preview-errors preview-notice'} aria-hidden="true" title={verdict}>
                          {verdict || <span className="preview-ok">正確</span>}
                        </div>
                      </div>
                    );
                  }} />
              </div>
              {onlyErrors && !flaggedRows.length && <p>沒有錯誤的列。</p>}
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
