import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceCycles } from './maintenance-cycles';

/**
 * `<fms-maintenance-cycles>`: the maintenance cycles of /maintenanceCycle (spec 2.11 'Maintenance',
 * 3 'Maintenance cycle', 7.8; the menu item needs P_P38, the page P_P39 — spec 6 keeps both). Each row
 * shows 週期名稱, 類別, the interval (先到者為準), 保修項目 and 適用車輛; filters by name, category and
 * car, rows per page and pages; 新增保養週期, 編輯, and deleting one or several (the confirmation names
 * them). Add and edit are the host's to show (`fms-cycle-editor`).
 *
 * Attributes: none.
 * Events: `cycleadd` — detail {}: 新增保養週期 was pressed; the console shows the editor (?add=1).
 *   `cycleedit` — detail {cycleUid}: 編輯 was pressed or a row opened; the console shows the editor (?edit=uid).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the cycles table).
 */
export const FmsMaintenanceCycles = toElement(MaintenanceCycles, {
  shadow: 'open',
  events: {
    onCycleAdd: { bubbles: true, composed: true },
    onCycleEdit: { bubbles: true, composed: true },
  },
});

defineElement('fms-maintenance-cycles', FmsMaintenanceCycles);
