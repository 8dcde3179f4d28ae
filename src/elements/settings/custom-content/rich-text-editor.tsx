import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { Button, FieldError, TextInput } from '../../shared/ui';

export interface RichTextEditorProps {
  label: string;
  /** The content to start from (sanitised again here); a new value resets the editor. */
  initialHtml: string;
  /** Each edit: the content as it would be sent (sanitised). */
  onHtmlChange: (html: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

const COMMANDS = [
  { command: 'bold', label: '粗體', text: 'B', key: 'b' },
  { command: 'italic', label: '斜體', text: 'I', key: 'i' },
  { command: 'insertUnorderedList', label: '項目清單', text: '• 清單' },
  { command: 'insertOrderedList', label: '編號清單', text: '1. 清單' },
] as const;

const LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** The selection inside the editor's shadow root (Chromium reads it from the root, not the document). */
function selectionOf(node: Node): Selection | null {
  const root = node.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  return root.getSelection?.() ?? document.getSelection();
}

/**
 * A contenteditable region with a small toolbar (bold, italic, lists, links), keyboard shortcuts
 * Ctrl+B / Ctrl+I, and paste made harmless: whatever comes in goes through the rich-text policy.
 */
export function RichTextEditor({ label, initialHtml, onHtmlChange, error, hint, disabled = false }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const [urlError, setUrlError] = useState('');
  const id = useId();

  useEffect(() => {
    if (box.current) box.current.innerHTML = sanitizeRichText(initialHtml);
  }, [initialHtml]);

  const changed = () => box.current && onHtmlChange(sanitizeRichText(box.current.innerHTML));

  function run(command: string, value?: string) {
    box.current?.focus();
    document.execCommand(command, false, value);
    changed();
  }

  function keepSelection() {
    const sel = box.current && selectionOf(box.current);
    saved.current = sel && sel.rangeCount && box.current!.contains(sel.getRangeAt(0).commonAncestorContainer) ? sel.getRangeAt(0).cloneRange() : null;
  }

  function applyLink() {
    const href = url.trim();
    if (!LINK.test(href)) return setUrlError('連結需以 https://、http://、mailto: 或 tel: 開頭。');
    box.current?.focus();
    const sel = box.current && selectionOf(box.current);
    if (sel && saved.current) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    if (sel && !sel.isCollapsed) run('createLink', href);
    else run('insertHTML', sanitizeRichText(`<a href="${href.replace(/"/g, '&quot;')}">${href.replace(/</g, '&lt;')}</a>`));
    setLinking(false);
  }

  function shortcut(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey)) return;
    const found = COMMANDS.find((c) => 'key' in c && c.key === event.key.toLowerCase());
    if (!found) return;
    event.preventDefault();
    run(found.command);
  }

  function paste(event: ClipboardEvent) {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    if (html) run('insertHTML', sanitizeRichText(html));
    else run('insertText', text);
  }

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field rich-text${error ? ' field-invalid' : ''}`}>
      <span id={`${id}-label`} className="field-label">{label}</span>
      <div role="toolbar" aria-label={`${label}格式`} aria-controls={`${id}-box`} className="rich-toolbar">
        {COMMANDS.map((c) => (
          <Button key={c.command} small disabled={disabled} aria-label={c.label} title={c.label}
            onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)}>{c.text}</Button>
        ))}
        <Button small disabled={disabled} aria-expanded={linking} onMouseDown={(e) => { e.preventDefault(); keepSelection(); }}
          onClick={() => { if (!saved.current) keepSelection(); setLinking(!linking); setUrlError(''); }}>插入連結</Button>
        <Button small disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => run('unlink')}>移除連結</Button>
      </div>
      {linking && (
        <div className="link-row">
          <TextInput label="連結網址" type="url" value={url} error={urlError || undefined} maxLength={500}
            onChange={(e) => { setUrl(e.target.value); setUrlError(''); }}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); applyLink(); } }} />
          <Button small variant="primary" onClick={applyLink}>套用連結</Button>
          <Button small onClick={() => setLinking(false)}>取消</Button>
        </div>
      )}
      <div ref={box} id={`${id}-box`} className="rich-box" role="textbox" aria-multiline="true" aria-labelledby={`${id}-label`}
        aria-describedby={describedBy} aria-invalid={error ? true : undefined} contentEditable={!disabled} suppressContentEditableWarning
        tabIndex={0} onInput={changed} onKeyDown={shortcut} onPaste={paste} onBlur={keepSelection} />
      {hint && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
