import { useRef, useState } from 'react';
import { ConfirmDialog, Dialog } from '../../shared/ui';
import { UNSAVED_CHANGES } from '../../shared/ui/page-kit';
import type { CarSaveDetail } from './car-form';

export interface CarFormDialogProps {
  /** Open with {carUid: null} to add a car, with a uid (and its number for the heading) to edit one; null is closed. */
  editing: { carUid: string | null; carNo?: string } | null;
  onClose: () => void;
  onSaved: (detail: CarSaveDetail) => void;
}

/**
 * `<fms-car-form>` in a modal dialog, for the elements that add or edit a car in place (the list,
 * the detail). Closing it (取消, Escape, the close button) asks first when the form is `dirty`, so
 * nothing typed is dropped by accident; the modal keeps the rest of the page out of reach meanwhile.
 * Host elements also need DIALOG_CSS in their sheet.
 */
export function CarFormDialog({ editing, onClose, onSaved }: CarFormDialogProps) {
  const form = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  function askClose() {
    if (form.current?.hasAttribute('dirty')) setLeaving(true);
    else onClose();
  }
  return (
    <>
      <Dialog open={!!editing} onClose={askClose} size="large" heading={editing?.carUid ? `編輯車輛 ${editing.carNo ?? ''}`.trim() : '新增車輛'}>
        {editing && (
          <fms-car-form ref={form} key={editing.carUid ?? 'new'} car-uid={editing.carUid ?? undefined}
            oneditcancel={askClose} oncarsave={(event) => onSaved(event.detail)} />
        )}
      </Dialog>
      <ConfirmDialog open={leaving} heading={UNSAVED_CHANGES.heading} message={UNSAVED_CHANGES.message}
        confirmLabel={UNSAVED_CHANGES.confirmLabel} cancelLabel={UNSAVED_CHANGES.cancelLabel} tone="danger"
        onCancel={() => setLeaving(false)} onConfirm={() => {
          setLeaving(false);
          onClose();
        }} />
    </>
  );
}
