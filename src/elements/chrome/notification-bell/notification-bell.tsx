import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { $bell, $bellIcon, openNotificationBell, type BellIcon } from '../../../core/notifications';
import { useDismiss } from '../../shared/chrome/dismiss';
import { useChangeCallback, useReflectedAttribute } from '../../shared/reflect';
import { ensureCore } from '../../shared/chrome/standalone';
import { uiCss } from '../../shared/ui/ui-css';
import { BUTTON_CSS } from '../../shared/ui/button';
import { SWITCH_CSS } from '../../shared/ui/switch';
import { BellStateIcon } from './bell-icons';
import { BellList } from './bell-list';
import { BellSettings } from './bell-settings';
import { NOTIFICATION_BELL_CSS } from './notification-bell.css';
import { now } from '../../../core/clock';

/** The button's accessible name says the state, not only the icon (spec 2.6). */
export function bellLabel(state: BellIcon): string {
  if (state === 'special') return '通知（有特別事件）';
  if (state === 'new') return '通知（有新通知）';
  return '通知';
}

type View = 'list' | 'settings';

/** The bell's state for a host: what its icon shows (spec 2.6). */
export interface BellStateDetail {
  state: BellIcon;
}

export interface NotificationBellProps {
  /** Becomes the `statechange` event: the icon state changed (a new or special event came, or the panel was opened). */
  onStateChange?: (detail: BellStateDetail) => void;
}

/**
 * The notification bell (spec 2.5, 2.6, 4): its icon state, and the 300px panel with the list view
 * and the settings view. Opening it runs openNotificationBell (indicators clear, specials merge on
 * top, the list trims to six). The state lives in core stores, fed by /fms-event.
 */
export function NotificationBell({ onStateChange }: NotificationBellProps) {
  ensureCore();
  const bell = useStore($bell);
  const icon = useStore($bellIcon);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('list');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();

  // A partner's own header can show the state: the `state` attribute and the `statechange` event.
  useReflectedAttribute(root, 'state', icon);
  useChangeCallback(icon, useCallback((state: BellIcon) => onStateChange?.({ state }), [onStateChange]));

  const close = useCallback(() => setOpen(false), []);
  const focusButton = useCallback(() => button.current?.focus(), []);
  useDismiss(open, root, close, focusButton);

  // Keyboard and screen-reader users land on the panel's title when it opens or changes view.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open, view]);

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    openNotificationBell();
    setView('list');
    setOpen(true);
  }

  return (
    <div className="bell" part="base" ref={root}>
      <style>{uiCss(BUTTON_CSS, SWITCH_CSS, NOTIFICATION_BELL_CSS)}</style>
      <button ref={button} type="button" part="button" className={`bell-button bell-${icon}`} aria-label={bellLabel(icon)}
        aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <BellStateIcon state={icon} />
      </button>
      <section id={panelId} part="panel" className="bell-panel" role="dialog" aria-labelledby={titleId} hidden={!open}>
        {open && (
          <>
            <div className="bell-panel-head">
              {view === 'settings' && (
                <button type="button" className="btn btn-link bell-back" onClick={() => setView('list')}>返回</button>
              )}
              <h2 id={titleId} ref={heading} tabIndex={-1}>{view === 'list' ? '通知' : '通知設定'}</h2>
              {view === 'list' && (
                <button type="button" className="btn btn-secondary btn-small" onClick={() => setView('settings')}>自訂</button>
              )}
            </div>
            {view === 'list' ? <BellList entries={bell.list} now={now()} onLeave={close} /> : <BellSettings />}
          </>
        )}
      </section>
    </div>
  );
}
