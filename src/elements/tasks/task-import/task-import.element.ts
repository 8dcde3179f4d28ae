import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { TaskImportElement } from './task-import';

/**
 * `<fms-task-import open>`: the import-task dialog (spec 2.11 'Tasks', 7.7; issue 12; P_P13). 下載模板
 * downloads 任務模板_{YYYYMMDDHHmmss}.xlsx; a .xlsx chosen or dropped is read in a Web Worker (a
 * hostile or malformed file gets a clear message and never freezes the page) and every row is checked
 * there against the enterprise's cars, drivers and task kinds, loaded when the dialog opens. Every
 * row is listed (virtualised, 5,000 rows scroll smoothly) with its spreadsheet row number, its cells
 * and its errors, with 共 N 列，M 列有錯誤 and a switch to show only rows with errors. 匯入 is offered
 * only when the whole file is valid; it uploads the file (task/v0/import, 匯入任務中....) and shows the
 * server's row errors in the same list. Choosing another file or closing aborts a read in progress.
 *
 * Attributes: `open` (boolean: the dialog is shown while present; the element removes nothing itself,
 *   it asks with `importclose`).
 * Events: `taskimport` — detail `{created}`: tasks were imported (the dialog has closed);
 *   `importclose` — detail `{}`: the dialog closed (Escape, 關閉, 取消 or after an import); remove `open`.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the element's box, holding the dialog).
 */
export const FmsTaskImport = toElement(TaskImportElement, {
  shadow: 'open',
  props: { open: 'boolean' },
  events: { onTaskImport: { bubbles: true, composed: true }, onImportClose: { bubbles: true, composed: true } },
});

defineElement('fms-task-import', FmsTaskImport);
