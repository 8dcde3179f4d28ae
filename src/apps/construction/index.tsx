import { useStore } from '@nanostores/react';
import { $location } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { usePageStyles } from '../shared/page.css';

/**
 * The construction page (spec 2.1 '/construction'): what a page of a later issue shows inside its
 * own layout until its application exists.
 */
function ConstructionPage() {
  usePageStyles();
  const { path } = useStore($location);
  return (
    <section className="status-card" aria-labelledby="construction-title">
      <h1 id="construction-title">頁面建置中</h1>
      <p>此功能即將開放，敬請期待。</p>
      <p><code>{path}</code></p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ConstructionPage);
