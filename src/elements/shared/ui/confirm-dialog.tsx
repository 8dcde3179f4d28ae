import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  heading: string;
  /** What will happen, e.g. 確定要刪除車輛 ABC-1234 嗎？此動作無法復原。 */
  message: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deleting and other acts that cannot be undone: a red confirm button, and focus starts on 取消. */
  tone?: 'default' | 'danger';
  /** The confirmed work runs: the confirm button shows it, and the dialog cannot be dismissed. */
  busy?: boolean;
}

/** A yes-or-no question in a Dialog: 確認 / 取消 (spec 2.11: cancel, confirm and delete dialogs). */
export function ConfirmDialog({ open, heading, message, onConfirm, onCancel, confirmLabel = '確認', cancelLabel = '取消', tone = 'default', busy = false }: ConfirmDialogProps) {
  const danger = tone === 'danger';
  return (
    <Dialog open={open} onClose={onCancel} heading={heading} description={message} size="small" dismissible={!busy}
      footer={(
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus={danger ? '' : undefined}>{cancelLabel}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy} data-autofocus={danger ? undefined : ''}>
            {confirmLabel}
          </Button>
        </>
      )} />
  );
}
