import { createElement, useEffect, useState } from 'react';
import { navigate, type RouteLocation } from '../../core/navigation';
import { attributeValues, linkTarget, remountKey, type PageElement } from '../../core/pages/page-wiring';
import { LOAD_ERROR_TEXT } from '../shared/containers';
import { loadOrReloadOnce } from '../shared/reload-once';
import { loadElement } from './element-modules';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Registers the elements a page shows before they render (so their properties and boolean
 * attributes meet the defined element). A module that fails to load reloads the page once (spec 8);
 * after that the page says so in place of the element, not only in the console.
 */
export function useElements(tags: readonly string[]): LoadState {
  const [state, setState] = useState<{ key: string; state: LoadState }>({ key: '', state: 'loading' });
  const key = tags.join(' ');
  useEffect(() => {
    let live = true;
    setState({ key, state: 'loading' });
    Promise.all(tags.map((tag) => loadOrReloadOnce(() => loadElement(tag)))).then(
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

/**
 * One declared element: its attributes read from the route, each declared event opening its page
 * (pathOf), keyed so a change of a `remount` attribute mounts a fresh one.
 */
export function DeclaredElement({ declared, params, location }: {
  declared: PageElement;
  params: Readonly<Record<string, string | undefined>>;
  location: RouteLocation;
}) {
  const values = attributeValues(declared.attributes, params, location.query);
  const listeners = Object.fromEntries(Object.entries(declared.events ?? {}).map(([name, link]) => [
    `on${name}`,
    (event: CustomEvent) => void navigate(linkTarget(link, event.detail, location), { replace: link.replace === true }),
  ]));
  return createElement(declared.element, { ...values, ...listeners, key: remountKey(declared, values) });
}
