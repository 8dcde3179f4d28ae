import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { $config } from '../../../core/config';
import { followLink } from '../../../core/navigation';
import { $currentUser, signOut, type SessionEndDetail } from '../../../core/session';
import { copyrightLine } from '../../../core/brand';
import { useDismiss } from '../../shared/chrome/dismiss';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { ensureCore } from '../../shared/chrome/standalone';
import { uiCss } from '../../shared/ui/ui-css';
import { menuFocusIndex } from './menu-keys';
import { userMenuLinks } from './menu-items';
import { USER_MENU_CSS } from './user-menu.css';

export interface UserMenuProps {
  /** The company of the copyright line; defaults to the product's maker. */
  company?: string;
  /** Fired after the user signed out, before the page moves to / (embedded: before its navrequest). */
  onSessionEnd?: (detail: SessionEndDetail) => void;
}

/**
 * The personal menu (spec 2.5, 2.7): a menu button labelled with zhName; my account, the manual in a
 * new tab, the terms, the customer-service link, sign-out, then the version and the copyright line.
 * Sign-out signs out (cookies removed, sockets closed by the core) and goes to /.
 */
export function UserMenu({ company = '', onSessionEnd }: UserMenuProps) {
  ensureCore();
  const user = useStore($currentUser);
  const config = useStore($config);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const links = userMenuLinks(user.auth, config);

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = useCallback(() => setOpen(false), []);
  const focusButton = useCallback(() => button.current?.focus(), []);
  useDismiss(open, root, close, focusButton);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Tab') {
      close();
      return;
    }
    const all = items();
    const next = menuFocusIndex(event.key, all.indexOf(event.target as HTMLElement), all.length);
    if (next === null) return;
    event.preventDefault();
    all[next].focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  async function leave() {
    const from = root.current;
    close();
    await signOut();
    onSessionEnd?.({ reason: 'signOut' });
    // Back to the sign-in page in the console; embedded, a navrequest for the host (issue 9).
    if (from) followLink(from, { path: '/' });
  }

  return (
    <div className="user-menu" part="base" ref={root}>
      <style>{uiCss(USER_MENU_CSS)}</style>
      <button ref={button} type="button" part="button" className="user-menu-button" aria-haspopup="menu" aria-expanded={open}
        aria-controls={menuId} onClick={() => setOpen(!open)} onKeyDown={onButtonKey}>
        <span className="user-avatar" aria-hidden="true">{user.zhName.slice(0, 1) || '?'}</span>
        <span className="user-name">{user.zhName || '使用者'}</span>
        <span className="user-caret" aria-hidden="true">▾</span>
      </button>
      <div className="user-menu-popup" part="popup" hidden={!open}>
        <ul id={menuId} ref={list} role="menu" aria-label={`${user.zhName || '使用者'} 的選單`} onKeyDown={onMenuKey}>
          {links.map((link) => (
            <li key={link.key} role="none">
              <a role="menuitem" tabIndex={-1} href={link.external ? link.href : consoleHref(link.href)}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={link.external ? close : (e) => followInConsole(e, close)}>
                {link.label}{link.external && <span className="visually-hidden">（另開新分頁）</span>}
              </a>
            </li>
          ))}
          <li role="separator" />
          <li role="none"><button type="button" role="menuitem" tabIndex={-1} onClick={() => void leave()}>登出</button></li>
        </ul>
        <p className="user-menu-meta">
          <span>版本 {config.appVersion || '1.0.0'}</span>
          <span>{copyrightLine(company)}</span>
        </p>
      </div>
    </div>
  );
}
