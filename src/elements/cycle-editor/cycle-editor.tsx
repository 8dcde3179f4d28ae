import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createMaintenanceCycle, getMaintenanceCycle, updateMaintenanceCycle } from '../../core/api/maintenance';
import { maintenanceCycle, type Cycle, type CycleInput } from '../../core/api/contract/maintenance';
import { cycleInputOf, cycleValuesOf, emptyCycle, type CycleValues } from '../../core/maintenance-cycles';
import { createItemResource, createMutation, unwrap } from '../../core/resource';
import { CAR_PICKER_CSS } from '../shared/fleet/car-picker';
import { Button, FieldError, LoadingState, showToast, SPINNER_CSS, ToastRegion, TOAST_CSS, uiCss } from '../shared/ui';
import { MAINTENANCE_ITEMS_CSS } from '../shared/maintenance/items-field';
import { EndpointForm, PAGE_KIT_CSS, useUnsavedChanges } from '../shared/ui/page-kit';
import { useResource } from '../shared/ui/use-resource';
import { CYCLE_FIELDS } from './cycle-fields';

export interface CycleEditorProps {
  /** The cycle to edit; without it the editor adds one. */
  cycleUid?: string;
  /** Saved: the host goes back to the cycle list. */
  onCycleSave?: (detail: { cycleUid: string; name: string; created: boolean }) => void;
  /** 取消 (after confirming unsaved changes): the host goes back to the cycle list. */
  onCycleCancel?: (detail: Record<string, never>) => void;
}

const same = (a: CycleValues, b: CycleValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Adds or edits a maintenance cycle (spec 2.11 'Maintenance: cycles with add, edit and delete', 3, 7.8):
 * name, category, the intervals by km, months and engine hours (at least one; whichever comes first),
 * maintenance items, a note and the cars that follow it. POST maintenance-cycle/v0 or PUT …/{uid}.
 */
export function CycleEditor({ cycleUid = '', onCycleSave, onCycleCancel }: CycleEditorProps) {
  const editing = !!cycleUid;
  const item = useResource(() => createItemResource<Cycle | null>({
    load: async () => (cycleUid ? unwrap(await getMaintenanceCycle(cycleUid)) : null),
  }));
  const { data: loaded, loading, error } = useStore(item.$state);
  const save = useResource(() => createMutation((input: CycleInput) =>
    (cycleUid ? updateMaintenanceCycle(cycleUid, input) : createMaintenanceCycle(input)), '儲存失敗，請稍後再試。'));
  const [blank] = useState(emptyCycle);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty, '保養週期有尚未儲存的變更，確定要離開嗎？');
  const ready = !editing || (!!loaded && loaded.uid === cycleUid);
  const initial = editing ? (loaded ? cycleValuesOf(loaded) : null) : blank;
  const heading = editing ? `編輯保養週期${loaded ? `：${loaded.name}` : ''}` : '新增保養週期';

  async function cancel() {
    if (dirty && !(await unsaved.ask())) return;
    unsaved.release();
    onCycleCancel?.({});
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, TOAST_CSS, CAR_PICKER_CSS, MAINTENANCE_ITEMS_CSS, OWN_CSS)}</style>
      <section className="form-page cycle-editor" part="base" aria-labelledby="cycle-editor-heading">
        <h2 id="cycle-editor-heading">{heading}</h2>
        <p className="muted intro">車輛依所設的里程、月數或引擎時數（先到者為準）到期前 7 天或 500 公里，系統會發出保養提醒。</p>
        {editing && loading && !loaded && <LoadingState text="讀取保養週期…" />}
        {editing && error && (
          <div className="detail-error" role="alert">
            <FieldError>{error}</FieldError>
            <Button small onClick={() => void item.reload()}>重試</Button>
            <Button small onClick={() => onCycleCancel?.({})}>返回保養週期</Button>
          </div>
        )}
        {ready && initial && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? maintenanceCycle.update : maintenanceCycle.create}
            fields={CYCLE_FIELDS} initialValues={initial} mutation={save} toInput={cycleInputOf}
            onValuesChange={(values) => setDirty(!same(values, initial))} onCancel={() => void cancel()}
            onSuccess={(cycle) => {
              unsaved.release();
              setDirty(false);
              showToast(editing ? `已更新保養週期「${cycle.name}」` : `已新增保養週期「${cycle.name}」`, 'success');
              onCycleSave?.({ cycleUid: cycle.uid, name: cycle.name, created: !editing });
            }} />
        )}
      </section>
      {unsaved.dialog}
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.intro { margin: 0; }
.cycle-cars { margin-bottom: var(--_space-2); }
.detail-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
