import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { CycleEditor } from './cycle-editor';

/**
 * `<fms-cycle-editor>`: adds or edits a maintenance cycle (spec 2.11 'Maintenance', 3 'Maintenance
 * cycle', 7.8; P_P38 or P_P39): 週期名稱, 類別 (保養, 檢查, 更換), the intervals 里程週期 (公里),
 * 月數週期 and 引擎時數週期 — at least one, whichever comes first —, 保修項目 (the enterprise's
 * maintenance options), 備註 and 適用車輛 (a searchable multi-car picker). Bad input gets a
 * Traditional-Chinese message on its field and keeps what was typed; leaving with unsaved changes is
 * asked first (放棄未儲存的變更？).
 *
 * Attributes: `cycle-uid` — the cycle to edit; absent, the editor adds one.
 * Events: `cyclesave` — detail {cycleUid, name, created}: the cycle was saved; the console goes back to
 *   /maintenanceCycle. `cyclecancel` — detail {}: 取消 was pressed (changes, if any, were dropped).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming);
 *   `--fms-car-list-height` — the height of the car list (420px).
 * Parts: `base` (the form's section).
 */
export const FmsCycleEditor = toElement(CycleEditor, {
  shadow: 'open',
  props: { cycleUid: 'string' },
  events: {
    onCycleSave: { bubbles: true, composed: true },
    onCycleCancel: { bubbles: true, composed: true },
  },
});

defineElement('fms-cycle-editor', FmsCycleEditor);
