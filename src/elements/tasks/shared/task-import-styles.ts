import { DIALOG_CSS, FORM_CSS, VIRTUAL_LIST_CSS } from '../../shared/ui';

/** Column widths of the import preview (px), in the template's column order. */
const WIDTHS = [88, 104, 96, 104, 52, 150, 210, 88, 80, 170];

/** The dialog's stylesheet parts, for the shadow root that renders it (uiCss). */
export const TASK_IMPORT_CSS = [
  DIALOG_CSS, FORM_CSS, VIRTUAL_LIST_CSS,
  `
.import-body { display: flex; flex-direction: column; gap: var(--_space-2); min-width: 0; }
.import-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.drop-zone { display: flex; flex-direction: column; gap: var(--_space-1); padding: var(--_space-3); border: 2px dashed var(--_border); border-radius: var(--_radius); }
.drop-active { border-color: var(--_primary); background: var(--_surface-alt); }
.drop-label { font-weight: 600; }
.drop-zone input { max-width: 100%; }
.import-status p, .import-body p { margin: 0; }
.import-error { color: var(--_danger); margin: 0; }
.import-general { margin: 0; padding-left: 1.25em; }
.import-preview .vl { overflow: auto; }
.import-preview .vl-spacer, .import-preview .vl-header { min-width: ${80 + WIDTHS.reduce((a, b) => a + b, 0) + 16}px; }
.import-preview .vl-row { align-items: stretch; padding: 0 var(--_space-2); }
.preview-row { display: flex; flex-direction: column; justify-content: center; min-width: 0; width: 100%; }
.preview-line { display: flex; align-items: center; gap: 0; white-space: nowrap; }
.preview-head { padding: var(--_space-1) var(--_space-2); font-weight: 600; }
.row-no { flex: none; width: 80px; color: var(--_muted); }
.preview-head .row-no { color: inherit; }
.cell { flex: none; overflow: hidden; text-overflow: ellipsis; padding-right: var(--_space-1); }
${WIDTHS.map((w, i) => `.preview-line > .cell:nth-child(${i + 2}) { width: ${w}px; }`).join('\n')}
.preview-errors { position: sticky; left: 0; max-width: min(100%, calc(100vw - 96px)); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_danger); font-size: 0.9em; }
.preview-ok { color: var(--_muted); }
.preview-bad { box-shadow: inset 3px 0 0 var(--_danger); }
.preview-repeat { box-shadow: inset 3px 0 0 var(--_warning); }
.preview-errors.preview-notice, .import-notice { color: var(--_warning); }
.import-decision { display: flex; flex-direction: column; gap: var(--_space-1); padding: var(--_space-2); border: 1px solid var(--_warning); border-radius: var(--_radius); }
`,
] as const;
