import { useState } from 'react';
import { LIVE_SHARE_DURATIONS, type LiveShareChoice } from '../../../core/api/contract/live-share';
import { createLiveShare } from '../../../core/api/live-share';
import { now as clockNow } from '../../../core/clock';
import { formatTaipei } from '../../../core/format';
import { expiryOf, liveShareUrl, taipeiInputTime } from '../../../core/live-share';
import { BUTTON_CSS, Button, DatePicker, Dialog, DIALOG_CSS, FieldError, FORM_CSS, RadioGroup, RESOURCE_VIEW_CSS, SPINNER_CSS, TextInput, uiCss } from '../ui';
import { useMutation } from '../ui/use-resource';
import { LiveShareLinks, useLiveShareLinks } from './links-list';

export interface LiveShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** What to share: a truck or a task (its truck, stops and ETAs). */
  target: { carUid: string } | { taskUid: string };
  /** What the heading names: a car number, or a task's car number and date. */
  name: string;
}

/** The dialog's and list's rules; the dialog brings them itself, loaded with it. */
const OWN_CSS = `
.live-share-form { display: grid; gap: var(--_space-2); justify-items: start; }
.live-share-form > * { max-width: 100%; }
.live-share-made { display: grid; gap: var(--_space-1); width: 100%; }
.live-share-made input { width: 100%; }
.live-share-note { margin: 0; min-height: 1em; color: var(--_muted); }
.live-share-links h3 { margin: var(--_space-3) 0 var(--_space-1); font-size: 1.05em; }
.live-share-links ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
.live-share-links li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-2); padding: var(--_space-1) 0; border-bottom: 1px solid var(--_border); }
.live-share-what { font-weight: 600; }
`;

const CHOICES = [...LIVE_SHARE_DURATIONS.map((d) => ({ value: d.key, label: d.label })), { value: 'custom', label: '自訂時間' }];

/**
 * Makes a read-only live link to one truck or task (issue 27, 4): how long it works (15 分鐘, 1 小時,
 * 8 小時, 24 小時 or a chosen time), then the link to copy; below, the enterprise's working links with
 * who made them and 撤銷. The chosen time is checked here by the rule the server applies, so a bad
 * one is told before anything is sent and the choice stays.
 */
export function LiveShareDialog({ open, onClose, target, name }: LiveShareDialogProps) {
  const [choice, setChoice] = useState<LiveShareChoice>('1h');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const [made, setMade] = useState<{ url: string; expiresAt: number } | null>(null);
  const [copied, setCopied] = useState('');
  const make = useMutation(createLiveShare);
  const links = useLiveShareLinks();

  async function submit() {
    const expiresAt = choice === 'custom' ? taipeiInputTime(chosen) : undefined;
    const checked = expiryOf(choice, clockNow(), expiresAt);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError('');
    const result = await make.send({ ...target, duration: choice, ...(choice === 'custom' ? { expiresAt: checked.expiresAt } : {}) });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setCopied('');
    setMade({ url: liveShareUrl(window.location.origin, result.data.token), expiresAt: result.data.expiresAt });
    void links.reload();
  }

  async function copy() {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied('已複製連結。');
    } catch {
      setCopied('無法自動複製，請選取上方連結後手動複製。');
    }
  }

  return (
    <>
      <style>{uiCss(BUTTON_CSS, FORM_CSS, DIALOG_CSS, SPINNER_CSS, RESOURCE_VIEW_CSS, OWN_CSS)}</style>
      <Dialog open={open} onClose={onClose} heading={`即時分享：${name}`} size="medium"
        description="建立唯讀連結，對方不需登入即可看到此車輛的即時位置，到期或撤銷後立即失效。">
        <div className="live-share-form">
          <RadioGroup label="有效期限" name="live-share-duration" options={CHOICES} value={choice}
            onValueChange={(value) => { setChoice(value as LiveShareChoice); setError(''); }} />
          {choice === 'custom' && (
            <DatePicker label="到期時間" withTime value={chosen} onValueChange={(value) => { setChosen(value); setError(''); }}
              min={formatTaipei(clockNow(), 'YYYY-MM-DDTHH:mm')} error={error || undefined} required />
          )}
          {error && choice !== 'custom' && <FieldError>{error}</FieldError>}
          <Button variant="primary" loading={make.sending} onClick={() => void submit()}>建立連結</Button>
          {made && (
            <div className="live-share-made">
              <TextInput label={`分享連結（有效至 ${formatTaipei(made.expiresAt, 'YYYY-MM-DD HH:mm')}）`} value={made.url} readOnly
                onFocus={(event) => event.currentTarget.select()} />
              <Button onClick={() => void copy()}>複製連結</Button>
              <p role="status" className="live-share-note">{copied}</p>
            </div>
          )}
        </div>
        {/* Read only while open: a panel that is merely shown asks nothing. */}
        {open && <LiveShareLinks links={links} />}
      </Dialog>
    </>
  );
}
