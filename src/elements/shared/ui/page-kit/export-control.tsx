import { useStore } from '@nanostores/react';
import type { ExportResource, ExportResult } from '../../../../core/resource';
import { Button } from '../button';
import { FieldError } from '../form-field';
import { showToast } from '../toast-store';

export interface ExportControlProps<I> {
  /** The export (core createExport); its progress shows here. */
  exporter: ExportResource<I>;
  /** What the export is asked for: usually the list's filters in force. */
  input: I;
  label?: string;
  /** The words while the file comes, for a download that is not an export (影片下載進度, 取消下載, 下載中…, 已下載 {file}). */
  words?: { progress: string; cancel: string; busy: string; done: (fileName: string) => string };
  /** A small button, for table rows and beside other small buttons. */
  small?: boolean;
  /** Told how each run ended (e.g. to open a dialog for a particular status). */
  onResult?: (result: ExportResult) => void;
}

const EXPORT_WORDS = { progress: '匯出進度', cancel: '取消匯出', busy: '匯出中…', done: (fileName: string) => `已匯出 ${fileName}` };

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('zh-TW')} KB`;

/**
 * 匯出 with its progress: a progress bar (indeterminate until the size is known) and 取消匯出
 * while the file comes, a toast naming the file when saved, and the error beside the button.
 */
export function ExportControl<I>({ exporter, input, label = '匯出', words = EXPORT_WORDS, onResult, small = false }: ExportControlProps<I>) {
  const state = useStore(exporter.$state);
  async function start() {
    const result = await exporter.start(input);
    if (result.ok) showToast(words.done(result.fileName), 'success');
    onResult?.(result);
  }
  return (
    <div className="export-control">
      {state.running
        ? (
          <>
            <progress aria-label={words.progress} max={state.total ?? undefined} value={state.total ? state.loaded : undefined} />
            <span className="export-loaded" aria-live="polite">{state.loaded > 0 ? `已下載 ${kb(state.loaded)}` : words.busy}</span>
            <Button small onClick={() => exporter.cancel()}>{words.cancel}</Button>
          </>
        )
        : <Button small={small} onClick={() => void start()}>{label}</Button>}
      {!state.running && state.error && <FieldError>{state.error}</FieldError>}
    </div>
  );
}
