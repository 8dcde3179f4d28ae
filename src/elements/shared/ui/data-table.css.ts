import { BUTTON_CSS } from './button';
import { EMPTY_STATE_CSS } from './empty-state';
import { FORM_CSS } from './form-field';
import { PAGINATION_CSS } from './pagination';
import { SPINNER_CSS } from './spinner';

const OWN_CSS = `
.data-table { display: block; container-type: inline-size; }
.table-scroll { overflow-x: auto; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
.data-table table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.data-table caption { text-align: start; font-weight: 700; padding: var(--_space-3) var(--_space-4); }
.data-table th, .data-table td { padding: var(--_space-2) var(--_space-3); text-align: start; border-bottom: 1px solid var(--_border); vertical-align: middle; }
.data-table thead th { background: var(--_surface-alt); font-weight: 600; white-space: nowrap; position: sticky; top: 0; z-index: 1; }
.data-table tbody tr:last-child td { border-bottom: 0; }
.data-table .align-center { text-align: center; }
.data-table .align-end { text-align: end; }
.select-col { width: 44px; }
.select-cell { width: 44px; text-align: center; }
.select-cell input { width: 16px; height: 16px; accent-color: var(--_primary); }
.row-active { cursor: pointer; }
.row-active:hover, .row-selected { background: color-mix(in srgb, var(--_primary) 7%, var(--_surface)); }
.row-active:focus-visible { outline: var(--_focus-ring); outline-offset: -2px; }
.sort-btn { display: inline-flex; align-items: center; gap: 4px; font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
.skeleton { display: block; height: 0.9em; border-radius: var(--_radius-small); background: linear-gradient(90deg, var(--_surface-alt), var(--_border), var(--_surface-alt)); background-size: 200% 100%; animation: fms-shimmer 1.2s ease-in-out infinite; }
.table-state-row td { padding: 0; }
.table-error { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--_space-3); padding: var(--_space-6) var(--_space-4); }
.table-status { display: flex; align-items: center; gap: var(--_space-1); min-height: 0; margin: var(--_space-1) 0 0; color: var(--_muted); }
.table-status:empty { margin: 0; }
/*
 * Narrow (a phone, a side panel): each row becomes a card of label and value lines instead of columns
 * squeezed to two characters (issue 10, item 18). The header row keeps only its controls: select all
 * and the sort buttons.
 */
@container (max-width: 560px) {
  .data-table table, .data-table tbody, .data-table tr, .data-table td { display: block; }
  .data-table colgroup { display: none; }
  .data-table thead tr { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-3); padding: var(--_space-2) var(--_space-3); background: var(--_surface-alt); border-bottom: 1px solid var(--_border); }
  .data-table thead th { display: none; position: static; padding: 0; border: 0; background: none; }
  .data-table thead th:has(button, input) { display: block; }
  .data-table thead th.select-cell { width: auto; }
  .data-table thead tr:not(:has(button, input)) { display: none; }
  .data-table tbody tr { padding: var(--_space-2) var(--_space-3); border-bottom: 1px solid var(--_border); }
  .data-table tbody tr:last-child { border-bottom: 0; }
  .data-table tbody td { display: grid; grid-template-columns: minmax(5em, 35%) minmax(0, 1fr); gap: var(--_space-2); padding: 2px 0; border: 0; text-align: start; overflow-wrap: anywhere; }
  .data-table tbody td.align-center, .data-table tbody td.align-end { text-align: start; }
  .data-table tbody td[data-label]::before { content: attr(data-label); color: var(--_muted); }
  .data-table tbody td[data-label=""] { grid-template-columns: minmax(0, 1fr); }
  .data-table tbody td[data-label=""]::before { content: none; }
  .data-table tbody td.select-cell { width: auto; }
  .data-table .table-state-row td { display: block; }
  .data-table .skeleton-row td { display: block; }
}
@keyframes fms-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`;

/** Everything a DataTable renders: buttons, the pager, the empty state and the error text. */
export const DATA_TABLE_CSS = [BUTTON_CSS, FORM_CSS, EMPTY_STATE_CSS, PAGINATION_CSS, SPINNER_CSS, OWN_CSS] as const;
