import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { SchedulePreview } from './schedule-preview';

/**
 * `<fms-schedule-preview>`: the preview of /task/preview/schedule (spec 2.1, 2.11 'Tasks'; P_P13):
 * the tasks the dispatch schedule being edited would create (task/v0/schedule/preview), grouped by
 * day — each day with its weekday, its tasks and their stops with planned times — and how many
 * there are. 返回編輯 goes back to the form with everything kept; 儲存排程 creates the schedule (or
 * saves the changes to it), shows a toast and asks the host to go to the schedule list. The draft
 * comes from core (`$scheduleDraft`, written by `fms-schedule-form`); without one the element says
 * there is nothing to preview and links to /task/add/schedule. Leaving without saving is confirmed.
 *
 * Attributes: none.
 * Events: `schedulerevise` — detail `{scheduleUid}` ('' for a new one): 返回編輯 was pressed; the
 *   console goes back to the schedule's form. `schedulesave` — detail `{scheduleUid, created}`: the
 *   schedule was saved; the console goes to /task/edit/schedule.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the preview section).
 */
export const FmsSchedulePreview = toElement(SchedulePreview, {
  shadow: 'open',
  events: { onScheduleRevise: { bubbles: true, composed: true }, onScheduleSave: { bubbles: true, composed: true } },
});

defineElement('fms-schedule-preview', FmsSchedulePreview);
