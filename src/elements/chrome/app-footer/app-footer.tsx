import { useStore } from '@nanostores/react';
import { $config } from '../../../core/config';
import { copyrightLine, latestVersionText } from '../../../core/brand';
import { uiCss } from '../../shared/ui/ui-css';

export interface AppFooterProps {
  /** The company of the copyright line; defaults to the product's maker. */
  company?: string;
}

const CSS = `
:host { display: block; }
footer { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--_space-1) var(--_space-4); padding: var(--_space-3) var(--_space-4); font-size: max(12px, 0.86em); color: var(--fms-footer-color, var(--_muted)); background: var(--fms-footer-background, transparent); }
p { margin: 0; }
`;

/** The footer (spec 1, 9): '最新版本：{version}' and the 2021 copyright line. */
export function AppFooter({ company = '' }: AppFooterProps) {
  const { appVersion } = useStore($config);
  return (
    <footer part="base footer">
      <style>{uiCss(CSS)}</style>
      <p>{latestVersionText(appVersion)}</p>
      <p>{copyrightLine(company)}</p>
    </footer>
  );
}
