import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { TaskForm } from './task-form';

/**
 * `<fms-task-form task-uid="…">`: add (without `task-uid`, POST task/v0) or edit (GET and PUT
 * task/v0/{uid}) a task (spec 2.11 'Tasks', 3, 5, 7.7; /task/add, /task/edit/{uid}, P_P13): the day,
 * the driver and a car under management — choosing a driver proposes the driver's car, the first
 * carList entry only if under management and not deleted, and choosing a car its assigned driver;
 * neither replaces one the user picked — the stops in visiting order (added from
 * a common route, an address search or a point on the map; each with a name, address, task kind,
 * planned time and note; moved up, down or removed) and the lock. Required fields carry the red star; the server's
 * field error shows on its field; unsaved changes are confirmed before leaving. A locked, running
 * or finished task is not offered for editing. A driver (issue 22, 10) reads 駕駛帳號無法使用任務派遣功能。
 * instead of a form.
 *
 * Attributes: `task-uid` (the task to edit; none: add).
 * Events: `tasksave` — detail `{taskUid, created}` after the task is saved;
 *   `taskcancel` — detail `{}` when the user leaves without saving (after confirming unsaved changes).
 * CSS custom properties: `--fms-picker-height` (the map's height, default 320px); the shared theme
 *   properties (src/elements/README.md, Theming).
 * Parts: `base` (the form section).
 */
export const FmsTaskForm = toElement(TaskForm, {
  shadow: 'open',
  props: { taskUid: 'string' },
  events: { onTaskSave: { bubbles: true, composed: true }, onTaskCancel: { bubbles: true, composed: true } },
});

defineElement('fms-task-form', FmsTaskForm);
