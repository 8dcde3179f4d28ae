import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';

/** What a list page with its form shows: the list, a new record's form, or one record's form. */
export type FormView = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; uid: string };

/**
 * The view of a list-and-form page, kept in the query (?add=1, ?edit=<uid>) so a reload or the back
 * button keeps it; moving between views replaces nothing of the page around it.
 */
export function useFormView(): { view: FormView; show: (view: FormView) => void } {
  const { path, query } = useStore($location);
  const view: FormView = query.edit ? { mode: 'edit', uid: query.edit } : query.add ? { mode: 'add' } : { mode: 'list' };
  const show = (next: FormView) => {
    const q: Record<string, string> = next.mode === 'edit' ? { edit: next.uid } : next.mode === 'add' ? { add: '1' } : {};
    void navigate({ path, query: q });
  };
  return { view, show };
}

/** The page's h1 for screen readers; the element's own heading shows the same words. */
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
