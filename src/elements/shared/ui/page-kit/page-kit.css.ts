import { CARD_CSS } from '../card';
import { DATA_TABLE_CSS } from '../data-table.css';
import { DATE_PICKER_CSS } from '../date-picker';
import { DIALOG_CSS } from '../dialog';
import { ERROR_SUMMARY_CSS } from '../error-summary';
import { RESOURCE_VIEW_CSS } from '../resource-view';
import { TOOLBAR_CSS } from '../toolbar';
import { FILTER_FOLD_CSS } from './filter-fold';
import { MAP_PICKER_CSS } from './map-picker/map-picker.css';

const OWN_CSS = `
.list-page { display: grid; gap: var(--_space-2); min-width: 0; }
.list-heading { margin: 0; font-size: 1.25em; }
.filter-bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 var(--_space-3); }
.filter-field { flex: 1 1 12em; min-width: 0; max-width: 20em; }
.filter-actions { display: flex; gap: var(--_space-2); margin-bottom: calc(var(--_space) * 2); }
.selection-count { color: var(--_muted); }
.row-actions { display: inline-flex; flex-wrap: wrap; gap: var(--_space-1); justify-content: flex-end; }
.export-control { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.export-control progress { width: 8em; }
.export-loaded { color: var(--_muted); font-variant-numeric: tabular-nums; }
.delete-message { margin: 0 0 var(--_space-2); overflow-wrap: anywhere; }
.endpoint-form { max-width: 40em; }
.form-page { display: grid; gap: var(--_space-2); max-width: 64em; margin: 0 auto; min-width: 0; }
.form-page h2 { margin: 0; font-size: 1.25em; padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); overflow-wrap: anywhere; }
.form-page .endpoint-form { max-width: none; }
.form-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space-2); }
.detail-list { display: grid; grid-template-columns: minmax(6em, max-content) 1fr; gap: var(--_space-2) var(--_space-4); margin: 0; }
.detail-row { display: contents; }
.detail-list dt { color: var(--_muted); }
.detail-list dd { margin: 0; overflow-wrap: anywhere; }
.detail-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin-bottom: var(--_space-2); }
@media (max-width: 480px) {
  .filter-field { max-width: none; flex-basis: 100%; }
  .detail-list { grid-template-columns: 1fr; gap: 0; }
  .detail-list dd { margin-bottom: var(--_space-2); }
}
`;

/** Everything the page kit draws, for an element's shadow root: uiCss(PAGE_KIT_CSS, MY_CSS). */
export const PAGE_KIT_CSS = [DATA_TABLE_CSS, DIALOG_CSS, TOOLBAR_CSS, ERROR_SUMMARY_CSS, CARD_CSS, DATE_PICKER_CSS, MAP_PICKER_CSS, FILTER_FOLD_CSS, RESOURCE_VIEW_CSS, OWN_CSS] as const;
