import { useEffect, useState } from 'react';
import type { OptionRow } from '../../../core/api/contract/options';
import type { MutationResult } from '../../../core/resource';
import { Button, ConfirmDialog, Dialog, FieldError, LoadingState } from '../../shared/ui';
import { loadOptionUsage, usageText, type OptionUsage } from './option-usage';
import { OPTION_CATEGORIES } from '../../../core/catalogue/work';

export interface OptionDeleteDialogProps {
  option: OptionRow | null;
  kindLabel: string;
  onDelete: (option: OptionRow) => Promise<MutationResult<unknown>>;
  onClose: () => void;
}

/**
 * Deleting an option names it; a department still used says by what (car numbers, accounts) before
 * anything goes, and offers no delete: the server would refuse it (4090001).
 */
export function OptionDeleteDialog({ option, kindLabel, onDelete, onClose }: OptionDeleteDialogProps) {
  const [usage, setUsage] = useState<OptionUsage | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inUse = !!option && option.usage > 0;

  useEffect(() => {
    setUsage(null);
    setError('');
    if (!option || !inUse) return undefined;
    let live = true;
    void loadOptionUsage(option).then((found) => live && setUsage(found), () => live && setUsage({ cars: null, users: null }));
    return () => { live = false; };
  }, [option?.uid]);

  if (inUse) {
    return (
      <Dialog open heading={`無法刪除${kindLabel}`} size="small" onClose={onClose}
        description={`${kindLabel}「${option.name}」仍有 ${option.usage} 筆${OPTION_CATEGORIES[option.category].usedBy}使用，請先將它們改到其他${kindLabel}後再刪除。`}
        footer={<Button variant="primary" onClick={onClose}>知道了</Button>}>
        {!usage && option.category === 'department' && <LoadingState text="讀取使用中的項目…" />}
        {usage && (
          <ul className="usage">
            {usage.cars && <li>車輛：{usageText(usage.cars, '輛')}</li>}
            {usage.users && <li>人員：{usageText(usage.users, '位')}</li>}
          </ul>
        )}
      </Dialog>
    );
  }

  async function confirm() {
    if (!option) return;
    setBusy(true);
    const result = await onDelete(option);
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.message);
  }

  return (
    <ConfirmDialog open={!!option} heading={`刪除${kindLabel}`} tone="danger" confirmLabel="刪除" busy={busy}
      message={<>確定要刪除{kindLabel}「{option?.name}」嗎？已使用它的紀錄仍會保留名稱。{error && <FieldError>{error}</FieldError>}</>}
      onConfirm={() => void confirm()} onCancel={onClose} />
  );
}
