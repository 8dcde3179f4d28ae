import { useState, type FormEvent } from 'react';
import type { OptionRow } from '../../../core/api/contract/options';
import type { MutationResult } from '../../../core/resource';
import { Button, Dialog, ErrorSummary, TextInput } from '../../shared/ui';

export interface OptionNameDialogProps {
  open: boolean;
  /** 新增部門, 重新命名任務種類, … */
  heading: string;
  /** The name to start from (rename) or empty (add). */
  initialName: string;
  kindLabel: string;
  onSave: (name: string) => Promise<MutationResult<OptionRow>>;
  onClose: () => void;
}

export const OPTION_NAME_MAX = 40;

/** The name of an option, checked before sending; the server's refusal (a taken name) shows on the field, the name stays. */
export function OptionNameDialog({ open, heading, initialName, kindLabel, onSave, onClose }: OptionNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const label = `${kindLabel}名稱`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const v = name.trim();
    if (!v) return setError(`請輸入${label}`);
    if (v.length > OPTION_NAME_MAX) return setError(`${label}不可超過 ${OPTION_NAME_MAX} 個字。`);
    if (v === initialName) return onClose();
    setSending(true);
    const result = await onSave(v);
    setSending(false);
    if (result.ok) return onClose();
    if (result.field === 'name') setError(result.message);
    else setFormError(result.message);
  }

  return (
    <Dialog open={open} onClose={onClose} heading={heading} size="small" dismissible={!sending}>
      <form id="option-name-form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={formError ? [{ message: formError }] : []} />
        <TextInput label={label} required maxLength={OPTION_NAME_MAX} value={name} error={error || undefined} data-autofocus
          onChange={(e) => { setName(e.target.value); setError(''); }} />
        <div className="form-actions">
          <Button onClick={onClose} disabled={sending}>取消</Button>
          <Button type="submit" variant="primary" loading={sending}>{sending ? '儲存中…' : '儲存'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
