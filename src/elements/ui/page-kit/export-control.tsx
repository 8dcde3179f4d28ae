import { useStore } from '@nanostores/react';
import type { ExportResource } from '../../../core/resource';
import { Button } from '../button';
import { FieldError } from '../form-field';
import { showToast } from '../toast-store';

export interface ExportControlProps<I> {
  /** The export (core createExport); its progress shows here. */
  exporter: ExportResource<I>;
  /** What the export is asked for: usually the list's filters in force. */
  input: I;
  label?: string;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('zh-TW')} KB`;

/**
 * 匯出 with its progress: a progress bar (indeterminate until the size is known) and 取消匯出
 * while the file comes, a toast naming the file when saved, and the error beside the button.
 */
export function ExportControl<I>({ exporter, input, label = '匯出' }: ExportControlProps<I>) {
  const state = useStore(exporter.$state);
  async function start() {
    const result = await exporter.start(input);
    if (result.ok) showToast(`已匯出 ${result.fileName}`, 'success');
  }
  return (
    <div className="export-control">
      {state.running
        ? (
          <>
            <progress aria-label="匯出進度" max={state.total ?? undefined} value={state.total ? state.loaded : undefined} />
            <span className="export-loaded" aria-live="polite">{state.loaded > 0 ? `已下載 ${kb(state.loaded)}` : '匯出中…'}</span>
            <Button small onClick={() => exporter.cancel()}>取消匯出</Button>
          </>
        )
        : <Button onClick={() => void start()}>{label}</Button>}
      {!state.running && state.error && <FieldError>{state.error}</FieldError>}
    </div>
  );
}
