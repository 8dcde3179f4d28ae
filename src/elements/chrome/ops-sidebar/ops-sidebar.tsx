import { useStore } from '@nanostores/react';
import { $config } from '../../../core/config';
import { uiCss } from '../../shared/ui/ui-css';
import { $opsUrl, OPS_PAGES, opsHref, sanitisedLink } from './ops-links';

export interface OpsSidebarProps {
  /** The opsUrl query string; empty: the shared store (`setOpsUrl`). */
  opsUrl?: string;
}

const CSS = `
:host { display: block; }
nav { height: 100%; padding: var(--_space-3) 0; background: var(--fms-ops-sidebar-background, #15324b); color: var(--fms-ops-sidebar-color, #fff); }
ul { list-style: none; margin: 0; padding: 0; }
a { display: block; padding: var(--_space-2) var(--_space-4); color: inherit; text-decoration: none; }
a:hover { background: rgba(255, 255, 255, 0.1); text-decoration: underline; }
:focus-visible { outline: 2px solid #fff; outline-offset: -2px; }
`;

/**
 * The ops web layout's sidebar (spec 2.8): four links to the ops portal,
 * `{ops host}/individual/{monitor|schedule|drivingReport|deviceInfo}?{opsUrl}`, each sanitised so
 * only an anchor href is allowed.
 */
export function OpsSidebar({ opsUrl = '' }: OpsSidebarProps) {
  const stored = useStore($opsUrl);
  const { hosts } = useStore($config);
  const query = opsUrl || stored;
  return (
    <nav aria-label="營運平台" part="base nav">
      <style>{uiCss(CSS)}</style>
      <ul>
        {OPS_PAGES.map((page) => (
          // The link's HTML has been through DOMPurify (anchor + href only): spec 2.8.
          <li key={page.path} dangerouslySetInnerHTML={{ __html: sanitisedLink(opsHref(hosts.ops, page.path, query), page.label) }} />
        ))}
      </ul>
    </nav>
  );
}
