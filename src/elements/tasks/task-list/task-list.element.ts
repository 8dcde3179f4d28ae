import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { TaskList } from './task-list';

/**
 * `<fms-task-list>`: the tasks of /task/management (spec 2.11 'Tasks', 4, 7.7; P_P13), newest day
 * first. A manager filters by date range (a week from today at first), 任務種類, 部門, driver, car and
 * status (待執行, 執行中, 已完成, 已中斷, 調度中), with rows per page and pages; dispatches a task
 * (調度中 → 待執行), stops one (asked first), locks and unlocks it (a locked task takes nothing else),
 * deletes one or several (named in the confirmation), imports tasks from the template (匯入任務 opens
 * the import-task dialog of `fms-task-import`; the list reloads after an import) and exports the range as
 * 匯出任務_{YYYY-MM-DD of the first day}.xlsx. A driver (spec 6) sees only their own tasks
 * (task/v0/by-driver/list) and reports progress: start, finish the next stop, stop. Task status
 * notifications arriving live (category 4) reload the list.
 *
 * Attributes: none.
 * Events: `taskopen` — detail {taskUid}: a row was opened (click, Enter or Space); the console goes
 *   to /task/single/{uid}. `taskadd` — detail {}: 新增任務 was pressed; the console goes to /task/add.
 *   `taskedit` — detail {taskUid}: 編輯 was pressed on a row; the console goes to /task/edit/{uid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the tasks table).
 */
export const FmsTaskList = toElement(TaskList, {
  shadow: 'open',
  events: {
    onTaskOpen: { bubbles: true, composed: true },
    onTaskAdd: { bubbles: true, composed: true },
    onTaskEdit: { bubbles: true, composed: true },
  },
});

defineElement('fms-task-list', FmsTaskList);
