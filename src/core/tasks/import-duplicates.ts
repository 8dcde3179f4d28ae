import type { ImportError } from '../api/contract/task';
import { DAY_MS } from '../format/time';

/**
 * Rows of an import that repeat a task (issue 22, 7): the same car on the same day through the same
 * stops, in the same order, as a task that already exists or as an earlier task of the same file.
 * The preview shows them before anything is sent and the user decides; they are notices beside the
 * rows, not errors (a second run of the same deliveries can be meant).
 */

/** What a task is compared by: its car, its day (the start of the day in Taipei, ms) and its stops in order. */
export interface TaskIdentity {
  carUid: string;
  taskDate: number;
  stops: ReadonlyArray<{ name: string; address: string }>;
}

/** A task of the file with the spreadsheet rows that make it. */
export interface FileTask extends TaskIdentity {
  rows: readonly number[];
}

export const DUPLICATE_COLUMN = '任務編號';
export const EXISTING_DUPLICATE_MESSAGE = '與既有任務重複（同車、同日、同站點），請確認是否仍要匯入。';
export const fileDuplicateMessage = (firstRow: number) => `與第 ${firstRow} 列的任務重複（同車、同日、同站點），請確認是否仍要匯入。`;

/** One string per identity: equal strings are the same task. Names and addresses compare as typed, less outer spaces. */
export function taskIdentityKey({ carUid, taskDate, stops }: TaskIdentity): string {
  return JSON.stringify([carUid, taskDate, stops.map((s) => [s.name.trim(), s.address.trim()])]);
}

/**
 * A notice for every row of each file task that repeats an existing task or an earlier task of the
 * file (the first of equal file tasks is the one kept unflagged, unless it repeats an existing one).
 */
export function findImportDuplicates(fileTasks: readonly FileTask[], existing: readonly TaskIdentity[]): ImportError[] {
  const existingKeys = new Set(existing.map(taskIdentityKey));
  const firstRowOf = new Map<string, number>();
  const notices: ImportError[] = [];
  for (const task of fileTasks) {
    const key = taskIdentityKey(task);
    const earlier = firstRowOf.get(key);
    const message = earlier !== undefined ? fileDuplicateMessage(earlier)
      : existingKeys.has(key) ? EXISTING_DUPLICATE_MESSAGE : null;
    if (earlier === undefined) firstRowOf.set(key, Math.min(...task.rows));
    if (message) for (const row of task.rows) notices.push({ row, column: DUPLICATE_COLUMN, message });
  }
  return notices.sort((a, b) => a.row - b.row);
}

/** The range of whole Taipei days holding every file task, for asking which tasks exist then; null for none. */
export function daysOfFileTasks(fileTasks: readonly TaskIdentity[]): { startTime: number; endTime: number } | null {
  if (!fileTasks.length) return null;
  const days = fileTasks.map((t) => t.taskDate);
  return { startTime: Math.min(...days), endTime: Math.max(...days) + DAY_MS - 1 };
}
