import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { afterFirstContent } from '../../../core/sockets/first-content';
import { $config } from '../../../core/config';
import { hasPermission } from '../../../core/guards';
import { $currentUser, $isSignedIn } from '../../../core/session';
import { DEFAULT_TITLE } from '../../../core/brand';
import { ensureCore } from '../../shared/chrome/standalone';
import { uiCss } from '../../shared/ui/ui-css';
import { APP_HEADER_CSS } from './app-header.css';

let menus: Promise<unknown> | null = null;

/**
 * The bell and the user menu are defined after the page's first content (issue 26, 5: /monitor
 * draws its trucks first); until then their tags hold their place. A failed load is tried again
 * by the next header.
 */
function defineHeaderMenus(): void {
  menus ??= afterFirstContent()
    .then(() => Promise.all([import('../notification-bell/notification-bell.element'), import('../user-menu/user-menu.element')]))
    .catch((error: unknown) => {
      menus = null;
      console.error('頁首選單載入失敗 (header menus failed to load)', error);
    });
}

/** The latest event's time reads the bell's store (today's list): after the first content too. */
const LatestEvent = lazy(() => afterFirstContent().then(() => import('./latest-event')).then(({ LatestEvent: Time }) => ({ default: Time })));

export interface AppHeaderProps {
  /** The copyright company passed on to the user menu. */
  company?: string;
}

/**
 * The console header (spec 1, 2.5): the enterprise name or the default title, the app version
 * (default 1.0.0), the latest event time and the bell for holders of P_P17, and the user menu
 * labelled with zhName. A `start` slot takes a host's control (the sidebar layout's menu button).
 */
export function AppHeader({ company = '' }: AppHeaderProps) {
  ensureCore();
  const user = useStore($currentUser);
  const signedIn = useStore($isSignedIn);
  const { appVersion } = useStore($config);
  const bell = signedIn && hasPermission(user.auth, 'P_P17');
  useEffect(() => {
    if (signedIn) defineHeaderMenus();
  }, [signedIn]);

  return (
    <header className="app-header" part="base header">
      <style>{uiCss(APP_HEADER_CSS)}</style>
      <slot name="start" />
      <p className="app-title">
        <span className="app-logo" aria-hidden="true" />
        <span className="app-title-text">{user.enterpriseName || DEFAULT_TITLE}</span>
        <span className="app-version" part="version">v{appVersion || '1.0.0'}</span>
      </p>
      <div className="app-header-tools">
        {bell && <Suspense fallback={null}><LatestEvent /></Suspense>}
        {bell && <fms-notification-bell></fms-notification-bell>}
        {signedIn && <fms-user-menu company={company || undefined}></fms-user-menu>}
      </div>
    </header>
  );
}
