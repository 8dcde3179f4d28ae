import { useState } from 'react';
import { createMaintenanceCycle, getMaintenanceCycle, updateMaintenanceCycle } from '../../../../core/api/maintenance';
import { maintenanceCycle, type Cycle, type CycleInput } from '../../../../core/api/contract/maintenance';
import { cycleInputOf, cycleValuesOf, emptyCycle } from '../../../../core/maintenance-cycles';
import { createMutation, unwrap } from '../../../../core/resource';
import { CAR_PICKER_CSS } from '../../../shared/fleet/car-picker';
import { Button, showToast, SPINNER_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../../shared/ui';
import { MAINTENANCE_ITEMS_CSS } from '../../shared/items-field';
import { EndpointForm, PAGE_KIT_CSS, useItemForm } from '../../../shared/ui/page-kit';
import { useResource } from '../../../shared/ui/use-resource';
import { CYCLE_FIELDS } from './cycle-fields';

export interface CycleEditorProps {
  /** The cycle to edit; without it the editor adds one. */
  cycleUid?: string;
  /** Saved: the host goes back to the cycle list. */
  onCycleSave?: (detail: { cycleUid: string; name: string; created: boolean }) => void;
  /** 取消 (after confirming unsaved changes): the host goes back to the cycle list. */
  onCycleCancel?: (detail: Record<string, never>) => void;
}

/**
 * Adds or edits a maintenance cycle (spec 2.11 'Maintenance: cycles with add, edit and delete', 3, 7.8):
 * name, category, the intervals by km, months and engine hours (at least one; whichever comes first),
 * maintenance items, a note and the cars that follow it. POST maintenance-cycle/v0 or PUT …/{uid}.
 */
export function CycleEditor({ cycleUid = '', onCycleSave, onCycleCancel }: CycleEditorProps) {
  const editing = !!cycleUid;
  const back = <Button small onClick={() => onCycleCancel?.({})}>返回保養週期</Button>;
  const item = useItemForm<Cycle>({ load: cycleUid ? async () => unwrap(await getMaintenanceCycle(cycleUid)) : null, loadingText: '讀取保養週期…', errorActions: back });
  const loaded = item.record;
  const save = useResource(() => createMutation((input: CycleInput) =>
    (cycleUid ? updateMaintenanceCycle(cycleUid, input) : createMaintenanceCycle(input)), '儲存失敗，請稍後再試。'));
  const [blank] = useState(emptyCycle);
  const initial = loaded ? cycleValuesOf(loaded) : blank;
  const heading = editing ? `編輯保養週期${loaded ? `：${loaded.name}` : ''}` : '新增保養週期';

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, TOAST_CSS, CAR_PICKER_CSS, MAINTENANCE_ITEMS_CSS, OWN_CSS)}</style>
      <section className="form-page cycle-editor" part="base" aria-labelledby="cycle-editor-heading">
        <h2 id="cycle-editor-heading">{heading}</h2>
        <p className="muted intro">車輛依所設的里程、月數或引擎時數（先到者為準）到期前 7 天或 500 公里，系統會發出保養提醒。</p>
        {item.status}
        {item.ready && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? maintenanceCycle.update : maintenanceCycle.create}
            fields={CYCLE_FIELDS} initialValues={initial} mutation={save} toInput={cycleInputOf}
            guardLeave={{ message: '保養週期有尚未儲存的變更，確定要離開嗎？', askOnCancel: true }} onCancel={() => onCycleCancel?.({})}
            onSuccess={(cycle) => {
              showToast(editing ? `已更新保養週期「${cycle.name}」` : `已新增保養週期「${cycle.name}」`, 'success');
              onCycleSave?.({ cycleUid: cycle.uid, name: cycle.name, created: !editing });
            }} />
        )}
      </section>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.intro { margin: 0; }
.cycle-cars { margin-bottom: var(--_space-2); }
`;
