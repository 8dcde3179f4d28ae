/**
 * Which task page a path shows (spec 2.1): the task list, the task form (with the task's uid when
 * editing), one task, or the dispatch schedules — their list, their form (with the schedule's uid
 * when editing) and the preview of the schedule being edited.
 */
export type TaskPage =
  | { kind: 'list' }
  | { kind: 'form'; uid: string }
  | { kind: 'single'; uid: string }
  | { kind: 'schedules' }
  | { kind: 'schedule-form'; uid: string }
  | { kind: 'schedule-preview' };

const rest = (path: string, prefix: string) => {
  const tail = path.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  return tail ? decodeURIComponent(tail) : '';
};

/** Whether the path is `prefix` itself or a path under it (so /task/edit/scheduleX is not a schedule page). */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function taskPageOf(rawPath: string): TaskPage {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (under(path, '/task/add/schedule')) return { kind: 'schedule-form', uid: '' };
  if (under(path, '/task/preview/schedule')) return { kind: 'schedule-preview' };
  if (path === '/task/edit/schedule') return { kind: 'schedules' };
  if (under(path, '/task/edit/schedule')) return { kind: 'schedule-form', uid: rest(path, '/task/edit/schedule') };
  if (path.startsWith('/task/add')) return { kind: 'form', uid: '' };
  if (path.startsWith('/task/edit')) return { kind: 'form', uid: rest(path, '/task/edit') };
  if (path.startsWith('/task/single')) return { kind: 'single', uid: rest(path, '/task/single') };
  return { kind: 'list' };
}
