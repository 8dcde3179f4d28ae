import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { getCustomContent, updateCustomContent } from '../../../core/api/enterprise';
import { enterprise as enterpriseApi, type CustomContent as Content } from '../../../core/api/contract/enterprise';
import { formatTaipei } from '../../../core/format';
import { createItemResource, unwrap } from '../../../core/resource';
import { hasRichText, sanitizeRichText } from '../../shared/rich-text/sanitize';
import { Notice, NOTICE_CSS } from '../../shared/account/notices';
import { Button, BUTTON_CSS, ErrorSummary, ERROR_SUMMARY_CSS, DIALOG_CSS, FORM_CSS, LoadingState, SPINNER_CSS, uiCss, ResourceError } from '../../shared/ui';
import { useUnsavedChanges } from '../../shared/ui/page-kit';
import { useCanCall } from '../../shared/ui/page-kit';
import { useMutation, useResource } from '../../shared/ui/use-resource';
import { RichTextEditor } from './rich-text-editor';

export interface CustomContentProps {
  /** Only the content, no editor (for pages that show it). */
  viewOnly?: boolean;
  onContentSave?: (detail: { length: number }) => void;
}

export const CONTENT_MAX = 20000;

/** Shows sanitised rich text; the policy runs again here, whatever the server holds. */
function RichTextView({ html, label }: { html: string; label: string }) {
  return hasRichText(html)
    ? <div className="rich-view" role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    : <p className="rich-empty">尚未設定自訂內容。</p>;
}

/** Custom content (spec 2.11; /customize, P_P18): rich text edited here, shown through the sanitising policy. */
export function CustomContent({ viewOnly = false, onContentSave }: CustomContentProps) {
  const item = useResource(() => createItemResource({ load: async () => unwrap(await getCustomContent()) }));
  const { data: loaded, error: loadError, loading } = useStore(item.$state);
  const [saved, setSaved] = useState<Content | null>(null);
  const current = saved ?? loaded;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const save = useMutation(updateCustomContent);
  const canSave = useCanCall(enterpriseApi.updateCustomContent) && !viewOnly;
  const baseline = current ? sanitizeRichText(current.html) : '';
  const dirty = draft !== null && draft !== baseline;
  const { dialog } = useUnsavedChanges(dirty, '自訂內容有尚未儲存的變更，離開後將不會保留。');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.sending || draft === null) return;
    setFormError('');
    const html = sanitizeRichText(draft);
    if (html.length > CONTENT_MAX) return setError(`自訂內容過長（${html.length} 字元），上限為 ${CONTENT_MAX} 字元。`);
    const result = await save.send({ html });
    if (!result.ok) {
      if (result.field === 'html') setError(result.message);
      else setFormError(result.message);
      return;
    }
    setSaved(result.data);
    setDraft(null);
    setNotice('自訂內容已更新。');
    onContentSave?.({ length: html.length });
  }

  const preview = draft ?? current?.html ?? '';
  return (
    <>
      <style>{uiCss(FORM_CSS, BUTTON_CSS, DIALOG_CSS, ERROR_SUMMARY_CSS, SPINNER_CSS, NOTICE_CSS, CUSTOM_CONTENT_CSS)}</style>
      <section className="custom-content" part="base" aria-labelledby="custom-content-title">
        <h2 id="custom-content-title">自訂內容</h2>
        {loadError && !current && <ResourceError className="load-error" message={loadError} onRetry={item.reload} small={false} />}
        {!current && loading && <LoadingState text="讀取自訂內容…" />}
        {current && !canSave && <RichTextView html={current.html} label="自訂內容" />}
        {current && canSave && (
          <div className="editor-grid">
            <form noValidate aria-label="編輯自訂內容" onSubmit={(e) => void submit(e)} aria-busy={save.sending || undefined}>
              {notice && <Notice tone="success"><p>{notice}</p></Notice>}
              <ErrorSummary errors={formError ? [{ message: formError }] : []} />
              <RichTextEditor label="內容" initialHtml={current.html} error={error || undefined} disabled={save.sending}
                hint="可使用粗體、斜體、清單與連結；其他格式與程式碼會被移除。"
                onHtmlChange={(html) => { setDraft(html); setError(''); setNotice(''); }} />
              {current.updatedAt && <p className="updated">上次更新：{formatTaipei(current.updatedAt, 'YYYY-MM-DD HH:mm')}{current.updatedBy && `（${current.updatedBy}）`}</p>}
              <div className="form-actions">
                <Button type="submit" variant="primary" loading={save.sending} aria-disabled={!dirty || undefined}>{save.sending ? '儲存中…' : '儲存'}</Button>
              </div>
            </form>
            <section className="preview" aria-labelledby="preview-title">
              <h3 id="preview-title">預覽</h3>
              <RichTextView html={preview} label="自訂內容預覽" />
            </section>
          </div>
        )}
        {dialog}
      </section>
    </>
  );
}

const CUSTOM_CONTENT_CSS = `
:host { display: block; }
.custom-content { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-4); min-width: 0; }
.custom-content h2 { margin: 0 0 var(--_space-3); font-size: 1.25em; }
.editor-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); gap: var(--_space-4); }
.editor-grid > * { min-width: 0; }
.rich-toolbar { display: flex; flex-wrap: wrap; gap: var(--_space-1); margin: var(--_space-1) 0; }
.rich-box { min-height: 200px; border: 1px solid var(--_border-strong, var(--_border)); border-radius: var(--_radius); padding: var(--_space-2) var(--_space-3); background: var(--_surface); overflow-wrap: anywhere; }
.rich-box:focus-visible { outline: 2px solid var(--_focus, var(--_primary)); outline-offset: 1px; }
.field-invalid .rich-box { border-color: var(--_danger); }
.link-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--_space-2); }
.link-row > .field { flex: 1 1 220px; min-width: 0; }
.link-row > .btn { margin-bottom: var(--_space-4); }
.preview h3 { margin: 0 0 var(--_space-2); font-size: 1em; }
.rich-view { border: 1px dashed var(--_border); border-radius: var(--_radius); padding: var(--_space-2) var(--_space-3); overflow-wrap: anywhere; min-height: 3em; }
.rich-empty, .updated { color: var(--_muted); }
.form-actions { display: flex; justify-content: flex-end; gap: var(--_space-2); }
.load-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
