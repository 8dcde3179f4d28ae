import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { downloadTaskTemplate, importTasks } from '../../../core/api/task';
import { API_STATUS } from '../../../core/api/contract/status';
import type { ImportError } from '../../../core/api/contract/task';
import { messageOf } from '../../../core/resource/errors';
import { readSheetPreview, TASK_COLUMNS, type SheetPreviewStage, type TaskRowCheck } from '../../../core/sheets';
import { errorsByRow, loadImportLookups, type ImportLookupData } from '../../../core/tasks';
import { Button, Checkbox, Dialog, DIALOG_CSS, FORM_CSS, showToast, VirtualList, VIRTUAL_LIST_CSS } from '../ui';

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
  | { phase: 'reading'; fileName: string; stage: SheetPreviewStage | 'lookups' }
  | { phase: 'failed'; fileName: string; message: string }
  | { phase: 'ready'; fileName: string; file: Blob; rows: SheetRow[]; header: string[]; check: TaskRowCheck };

const STAGE_TEXT: Record<SheetPreviewStage | 'lookups', string> = {
  lookups: '載入車輛、司機與任務種類中…',
  reading: '讀取檔案中…',
  checking: '檢查檔案中…',
  parsing: '解析工作表中…',
  validating: '檢查每一列資料中…',
};

const LOOKUPS_ERROR = '讀取車輛、司機或任務種類失敗，請稍後再試。';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROW_HEIGHT = 52;
/** Column widths of the preview (px), in the template's column order. */
const WIDTHS = [88, 104, 96, 104, 52, 150, 210, 88, 80, 170];

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
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  /** Counts 重試 presses: the lookups load again. */
  const [attempt, setAttempt] = useState(0);
  const lookupsPromise = useRef<Promise<ImportLookupData> | null>(null);
  const readAbort = useRef<AbortController | null>(null);
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
      setReading({ phase: 'ready', fileName, file, rows, header, check: preview.check ?? { errors: [], tasks: 0 } });
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
    if (reading.phase !== 'ready' || uploading) return;
    setUploading(true);
    setUploadMessage('');
    const result = await importTasks(reading.file, reading.fileName);
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
  const rowNumbers = useMemo(() => new Set(ready?.rows.map((r) => r.row)), [ready]);
  /** Errors of no shown row: a missing column (row 1), an empty file, a file-level refusal. */
  const general = errors.filter((e) => !rowNumbers.has(e.row));
  const badRows = ready ? ready.rows.filter((r) => byRow.has(r.row)) : [];
  const shownRows = ready ? (onlyErrors ? badRows : ready.rows) : [];
  const valid = !!ready && errors.length === 0 && ready.check.tasks > 0;
  const columns = ready ? TASK_COLUMNS.map((c) => ({ name: c, at: ready.header.findIndex((h) => h.trim() === c) })) : [];

  const footer = (
    <>
      <Button onClick={close} disabled={uploading}>取消</Button>
      <Button variant="primary" onClick={() => void upload()} loading={uploading} disabled={!valid}
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
              <div className="import-actions">
                <p className="import-error" role="alert">{lookups.message}</p>
                <Button small onClick={() => { reset(); setAttempt((n) => n + 1); }}>重試</Button>
              </div>
            )}
          </div>
          <div className="import-status" role="status" aria-live="polite">
            {reading.phase === 'reading' && <p className="import-progress">{reading.fileName}：{STAGE_TEXT[reading.stage]}</p>}
            {ready && (
              <p id={summaryId} className="import-summary">
                {ready.fileName}：共 {ready.rows.length.toLocaleString('en-US')} 列，{badRows.length.toLocaleString('en-US')} 列有錯誤
                {valid ? `，可匯入 ${ready.check.tasks.toLocaleString('en-US')} 筆任務。` : '。'}
              </p>
            )}
          </div>
          {reading.phase === 'failed' && <p className="import-error" role="alert">{reading.fileName}：{reading.message}</p>}
          {uploadMessage && <p className="import-error" role="alert">{uploadMessage}</p>}
          {general.length > 0 && (
            <ul className="import-general" aria-label="檔案錯誤">
              {general.map((e, i) => <li key={i} className="import-error">{e.row > 1 ? `第 ${e.row} 列 ` : ''}{e.message}</li>)}
            </ul>
          )}
          {ready && ready.rows.length > 0 && (
            <>
              <Checkbox label="只顯示有錯誤的列" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} disabled={!badRows.length && !onlyErrors} />
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
                    const values = columns.map((c) => (c.at >= 0 ? r.cells[c.at] ?? '' : ''));
                    const problems = rowErrors?.map((e) => `${e.column}：${e.message}`).join('；');
                    // One sentence for a screen reader, the columns for the eye: few nodes a row, so
                    // a fast scroll through 5,000 rows stays within a frame.
                    return (
                      <div className={`preview-row${rowErrors ? ' preview-bad' : ''}`}>
                        <span className="visually-hidden">
                          {`第 ${r.row} 列，${columns.map((c, i) => `${c.name} ${values[i] || '空白'}`).join('，')}；${problems ? `錯誤：${problems}` : '正確'}`}
                        </span>
                        <div className="preview-line" aria-hidden="true">
                          <span className="row-no">第 {r.row} 列</span>
                          {values.map((value, i) => <span key={i} className="cell">{value}</span>)}
                        </div>
                        <div className="preview-errors" aria-hidden="true" title={problems}>{problems ? `錯誤：${problems}` : <span className="preview-ok">正確</span>}</div>
                      </div>
                    );
                  }} />
              </div>
              {onlyErrors && !badRows.length && <p>沒有錯誤的列。</p>}
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}

/** The dialog's stylesheet parts, for the shadow root that renders it (uiCss). */
export const TASK_IMPORT_CSS = [
  DIALOG_CSS, FORM_CSS, VIRTUAL_LIST_CSS,
  `
.import-body { display: flex; flex-direction: column; gap: var(--_space-2); min-width: 0; }
.import-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.drop-zone { display: flex; flex-direction: column; gap: var(--_space-1); padding: var(--_space-3); border: 2px dashed var(--_border); border-radius: var(--_radius); }
.drop-active { border-color: var(--_primary); background: var(--_surface-alt); }
.drop-label { font-weight: 600; }
.drop-zone input { max-width: 100%; }
.import-status p, .import-body p { margin: 0; }
.import-error { color: var(--_danger); margin: 0; }
.import-general { margin: 0; padding-left: 1.25em; }
.import-preview .vl { overflow: auto; }
.import-preview .vl-spacer, .import-preview .vl-header { min-width: ${80 + WIDTHS.reduce((a, b) => a + b, 0) + 16}px; }
.import-preview .vl-row { align-items: stretch; padding: 0 var(--_space-2); }
.preview-row { display: flex; flex-direction: column; justify-content: center; min-width: 0; width: 100%; }
.preview-line { display: flex; align-items: center; gap: 0; white-space: nowrap; }
.preview-head { padding: var(--_space-1) var(--_space-2); font-weight: 600; }
.row-no { flex: none; width: 80px; color: var(--_muted); }
.preview-head .row-no { color: inherit; }
.cell { flex: none; overflow: hidden; text-overflow: ellipsis; padding-right: var(--_space-1); }
${WIDTHS.map((w, i) => `.preview-line > .cell:nth-child(${i + 2}) { width: ${w}px; }`).join('\n')}
.preview-errors { position: sticky; left: 0; max-width: min(100%, calc(100vw - 96px)); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_danger); font-size: 0.9em; }
.preview-ok { color: var(--_muted); }
.preview-bad { box-shadow: inset 3px 0 0 var(--_danger); }
`,
] as const;
