/**
 * The columns of the task import template (spec 7.7): the server's template, export and import use
 * them, and the browser preview (issue 12) checks a chosen file's header against them before upload.
 * One row a stop; rows with the same 任務編號 form one task.
 */

export const TASK_COLUMNS = ['任務編號', '任務日期', '車號', '司機', '站序', '站點名稱', '地址', '任務種類', '預計時間', '備註'] as const;
export type TaskColumn = (typeof TASK_COLUMNS)[number];

/** Columns a file may leave out; every other column of the template is required. */
export const OPTIONAL_TASK_COLUMNS: ReadonlySet<TaskColumn> = new Set<TaskColumn>(['站序', '任務種類', '預計時間', '備註']);

export const missingColumnMessage = (column: TaskColumn) => `缺少欄位「${column}」，請使用匯入模板。`;

/** Where each template column sits in a sheet's header row, and the required columns it lacks. */
export function locateTaskColumns(header: readonly unknown[]): { index: Map<TaskColumn, number>; missing: TaskColumn[] } {
  const names = header.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
  const index = new Map<TaskColumn, number>();
  const missing: TaskColumn[] = [];
  for (const column of TASK_COLUMNS) {
    const at = names.indexOf(column);
    if (at >= 0) index.set(column, at);
    else if (!OPTIONAL_TASK_COLUMNS.has(column)) missing.push(column);
  }
  return { index, missing };
}
