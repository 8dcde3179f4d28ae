import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { TaskDetail } from './task-detail';

/**
 * `<fms-task-detail task-uid="…">`: one task (spec 2.11 'Tasks', 3 'Task detail', 7.7;
 * /task/single/{uid}, P_P13): car, driver, date, total mileage, total duration, status and lock; the
 * stops in order with their arrival and completion times; the planned path and, once started, the
 * driven path on the map (task/v0/journey/path). The detail is kept in local storage under
 * task.detail (spec 9). A manager dispatches (調度中 → 待執行), stops (asked first), locks and
 * unlocks the task here as on the list. A driver reads their own task (task/v0/by-driver) and
 * reports progress; task status notifications arriving live (category 4) refresh it.
 *
 * Attributes: `task-uid` (the task to show).
 * Events: `taskedit` — detail {taskUid}: 編輯 was pressed (a manager, on a task still editable); the
 *   console goes to /task/edit/{uid}.
 * CSS custom properties: `--fms-task-map-height` (the map's height, default 360px); the shared theme
 *   properties (src/elements/README.md, Theming).
 * Parts: `base` (the detail section), `map` (the journey map).
 */
export const FmsTaskDetail = toElement(TaskDetail, {
  shadow: 'open',
  props: { taskUid: 'string' },
  events: { onTaskEdit: { bubbles: true, composed: true } },
});

defineElement('fms-task-detail', FmsTaskDetail);
