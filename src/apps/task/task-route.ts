/** Which task page a path shows (spec 2.1): the list, the form (with the task's uid when editing) or one task. */
export type TaskPage = { kind: 'list' } | { kind: 'form'; uid: string } | { kind: 'single'; uid: string };

const rest = (path: string, prefix: string) => {
  const tail = path.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  return tail ? decodeURIComponent(tail) : '';
};

export function taskPageOf(path: string): TaskPage {
  if (path.startsWith('/task/add')) return { kind: 'form', uid: '' };
  if (path.startsWith('/task/edit')) return { kind: 'form', uid: rest(path, '/task/edit') };
  if (path.startsWith('/task/single')) return { kind: 'single', uid: rest(path, '/task/single') };
  return { kind: 'list' };
}
