import { useStore } from '@nanostores/react';
import { createElement, useEffect } from 'react';
import { $location } from '../../core/navigation';
import { matchPage } from '../../core/pages';
import { detailOf } from '../../core/pages/details';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { reactApplication } from '../shared/react-app';
import { loadElement } from './element-modules';

/**
 * The generic page application (issue 24, 1): a page whose manifest entry names `app: 'page'` is
 * mounted from its entry alone — its title as the page's h1 (for screen readers; the element shows
 * its own heading) and its `element`, loaded on first use. A page that only shows one element needs
 * no application of its own.
 */
function DeclaredPage() {
  const match = matchPage(useStore($location).path);
  const page = match ? { id: match.id, ...detailOf(match.id) } : null;
  const tag = page?.element;
  useEffect(() => {
    if (tag) loadElement(tag).catch((error: unknown) => console.error('元件載入失敗 (element failed to load)', error));
  }, [tag]);
  if (!page || !tag) return null;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <h1 style={VISUALLY_HIDDEN}>{page.title}</h1>
      {createElement(tag, { key: page.id })}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DeclaredPage);
