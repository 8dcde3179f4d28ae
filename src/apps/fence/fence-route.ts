/** Which fence page a path shows: the list (and its tab), or the editor (with the fence's uid when editing). */
export type FenceTab = 'fences' | 'routes';
export type FencePage = { kind: 'list'; tab: FenceTab } | { kind: 'editor'; uid: string };

const EDIT = '/fence/edit';

export function fencePageOf(path: string, query: Record<string, string | undefined>): FencePage {
  if (path.startsWith('/fence/add')) return { kind: 'editor', uid: '' };
  if (path.startsWith(EDIT)) {
    const rest = path.slice(EDIT.length).replace(/^\/+|\/+$/g, '');
    return { kind: 'editor', uid: rest ? decodeURIComponent(rest) : '' };
  }
  return { kind: 'list', tab: query.tab === 'routes' ? 'routes' : 'fences' };
}
