import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ScheduleForm } from './schedule-form';

/**
 * `<fms-schedule-form schedule-uid="…">`: add (without `schedule-uid`) or edit (GET
 * task/v0/schedule/{uid}) a dispatch schedule (spec 2.1, 2.11 'Tasks'; /task/add/schedule,
 * /task/edit/schedule/{uid}, P_P13): its name, a driver and a car under management (choosing a
 * driver proposes the driver's car and a car its assigned driver, as the task form does), a date range of at most 92 days, the
 * weekdays (星期一…星期日, at least one) and the stops in visiting order — from a common route, an
 * address search or the map — each with a planned time and a note. 預覽 checks everything (clear messages on
 * each field; nothing entered is lost on a server error), keeps the draft in core
 * (`$scheduleDraft`) and asks the host to show the preview; coming back from the preview starts
 * from that draft. Unsaved changes are confirmed before leaving. Saving happens on the preview
 * (`fms-schedule-preview`). A driver (issue 22, 10) reads 駕駛帳號無法使用任務派遣功能。 instead of a form.
 *
 * Attributes: `schedule-uid` (the schedule to edit; none: add).
 * Events: `schedulepreview` — detail `{scheduleUid}` ('' for a new one): the checks passed and the
 *   draft is kept; the console goes to /task/preview/schedule.
 *   `schedulecancel` — detail `{}`: 取消 was pressed (after confirming unsaved changes); the console
 *   goes back to /task/edit/schedule.
 * CSS custom properties: `--fms-picker-height` (the map's height, default 320px); the shared theme
 *   properties (src/elements/README.md, Theming).
 * Parts: `base` (the form section).
 */
export const FmsScheduleForm = toElement(ScheduleForm, {
  shadow: 'open',
  props: { scheduleUid: 'string' },
  events: { onSchedulePreview: { bubbles: true, composed: true }, onScheduleCancel: { bubbles: true, composed: true } },
});

defineElement('fms-schedule-form', FmsScheduleForm);
