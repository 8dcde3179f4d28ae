import { createFence, getFence, updateFence } from '../../../core/api/fence';
import { fence as fenceEndpoints, FENCE_ICON_TYPE_KEYS, type Fence, type FenceInput } from '../../../core/api/contract/fence';
import { fenceIconLabel } from '../../../core/catalogue/fences';
import { createMutation, refreshFences, unwrap } from '../../../core/resource';
import { showToast, SPINNER_CSS, uiCss } from '../../shared/ui';
import { EndpointForm, PAGE_KIT_CSS, useItemForm, type FormFieldSpec } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { CAR_PICKER_CSS } from '../../shared/fleet/car-picker';
import { OptionsField, TriggersField } from './fence-fields';
import { EMPTY_FENCE, optionsProblem, shapeProblem, toFenceInput, triggersProblem, valuesOf, type FenceValues } from './fence-values';
import { ShapeField } from './shape-field';

export interface FenceEditorProps {
  /** The fence to edit; without it the editor adds a fence. */
  fenceUid?: string;
  /** Saved: the host goes back to the list. */
  onFenceSave?: (detail: { fenceUid: string; name: string; created: boolean }) => void;
  /** 取消 (after confirming when there were unsaved changes): the host goes back to the list. */
  onFenceCancel?: (detail: Record<string, never>) => void;
}

const FIELDS: FormFieldSpec<FenceValues>[] = [
  { name: 'name', label: '圍籬名稱', kind: 'text', required: true, maxLength: 50 },
  { name: 'iconType', label: '圖示類型', kind: 'select', required: true, options: FENCE_ICON_TYPE_KEYS.map((t) => ({ value: t, label: fenceIconLabel(t) })) },
  { name: 'shape', label: '圍籬範圍', kind: 'custom', required: true, validate: (v) => shapeProblem(v as FenceValues['shape']), render: (p) => <ShapeField {...p} /> },
  { name: 'triggers', label: '觸發條件', kind: 'custom', required: true, validate: (v) => triggersProblem(v as FenceValues['triggers']), render: (p) => <TriggersField {...p} /> },
  { name: 'message', label: '通知訊息', kind: 'textarea', maxLength: 200, rows: 3, hint: '觸發時通知的內容，最多 200 字' },
  { name: 'options', label: '選項', kind: 'custom', validate: (v) => optionsProblem(v as FenceValues['options']), render: (p) => <OptionsField {...p} /> },
];

const OWN_CSS = `
:host { display: block; }
.field-group { border: 0; padding: 0; margin: 0 0 var(--_space-2); min-width: 0; }
.check-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 var(--_space-3); }
.address-search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 var(--_space-2); }
.address-search .field { flex: 1 1 14em; min-width: 0; }
.address-search > .btn { margin-bottom: calc(var(--_space) * 2); }
.found-place, .address-read { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin: 0 0 var(--_space-2); overflow-wrap: anywhere; }
.address-read { margin-top: var(--_space-1); }
.shape-field:focus { outline: none; }
`;

/**
 * Add or edit a geofence (spec 2.11, 3 'Fence'; /fence/add, /fence/edit/{uid}, P_P08): name, icon
 * type, the area, triggers with the notification message, and options. A fence takes effect on
 * the server at once. Leaving with unsaved changes asks first (取消, and the browser's own prompt
 * on closing the page).
 */
export function FenceEditor({ fenceUid, onFenceSave, onFenceCancel }: FenceEditorProps) {
  const editing = !!fenceUid;
  const item = useItemForm<Fence>({ load: fenceUid ? async () => unwrap(await getFence(fenceUid)) : null, loadingText: '讀取圍籬…' });
  const loaded = item.record;
  const save = useResource(() => createMutation((input: FenceInput) => (fenceUid ? updateFence(fenceUid, input) : createFence(input))));

  const heading = editing ? '編輯圍籬' : '新增圍籬';
  const initial = loaded ? valuesOf(loaded) : EMPTY_FENCE;

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, SPINNER_CSS, CAR_PICKER_CSS, OWN_CSS)}</style>
      <section className="form-page fence-editor" part="base" aria-labelledby="fence-editor-heading">
        <h2 id="fence-editor-heading">{editing && loaded ? `${heading}：${loaded.name}` : heading}</h2>
        {item.status}
        {item.ready && (
          <EndpointForm key={loaded?.uid ?? 'new'} label={heading} endpoint={editing ? fenceEndpoints.update : fenceEndpoints.create}
            fields={FIELDS} initialValues={initial} mutation={save} toInput={toFenceInput}
            guardLeave={{ message: '圍籬有尚未儲存的變更，確定要離開嗎？', askOnCancel: true }}
            onCancel={() => onFenceCancel?.({})}
            onSuccess={(saved) => {
              void refreshFences(); // the monitor map's cached fences
              showToast(editing ? `已更新圍籬 ${saved.name}` : `已新增圍籬 ${saved.name}`, 'success');
              onFenceSave?.({ fenceUid: saved.uid, name: saved.name, created: !editing });
            }} />
        )}
      </section>
    </>
  );
}
