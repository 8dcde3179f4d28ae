import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ScheduleList } from './schedule-list';

/**
 * `<fms-schedule-list>`: the dispatch schedules of /task/edit/schedule (spec 2.1, 2.11 'Tasks';
 * P_P13): each with its name, car, driver, date range, weekdays (一…日) and the number of tasks it
 * created that still exist; filtered by car, driver and a name keyword, with rows per page and
 * pages. 新增排程 adds one; 編輯 (or opening a row) edits one; deleting one or several asks first,
 * naming them and saying that their tasks still in 調度中 are deleted too.
 *
 * Attributes: none.
 * Events: `scheduleadd` — detail {}: 新增排程 was pressed; the console goes to /task/add/schedule.
 *   `scheduleedit` — detail {scheduleUid}: 編輯 was pressed on a row or the row was opened; the
 *   console goes to /task/edit/schedule/{uid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the schedules table).
 */
export const FmsScheduleList = toElement(ScheduleList, {
  shadow: 'open',
  events: {
    onScheduleAdd: { bubbles: true, composed: true },
    onScheduleEdit: { bubbles: true, composed: true },
  },
});

defineElement('fms-schedule-list', FmsScheduleList);
