import { useEffect, useState } from 'react';
import { LOAD_ERROR_TEXT } from '../shared/containers';
import { loadOrReloadOnce } from '../shared/reload-once';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Registers the elements a page shows before they render (so their properties and boolean
 * attributes meet the defined element). A module that fails to load reloads the page once (spec 8);
 * after that the page says so in place of the element, not only in the console. `load` registers
 * a tag (./element-modules.ts; a test gives its own).
 */
export function useElements(tags: readonly string[], load: (tag: string) => Promise<unknown>): LoadState {
  const [state, setState] = useState<{ key: string; state: LoadState }>({ key: '', state: 'loading' });
  const key = tags.join(' ');
  useEffect(() => {
    let live = true;
    setState({ key, state: 'loading' });
    Promise.all(tags.map((tag) => loadOrReloadOnce(() => load(tag)))).then(
      () => { if (live) setState({ key, state: 'ready' }); },
      (error: unknown) => {
        console.error('元件載入失敗 (element failed to load)', error);
        if (live) setState({ key, state: 'failed' });
      },
    );
    return () => { live = false; };
  }, [key]);
  return state.key === key ? state.state : 'loading';
}

/** The visible error state of a page whose element did not load. */
export function LoadFailed() {
  return <p role="alert" className="load-error">{LOAD_ERROR_TEXT}</p>;
}

