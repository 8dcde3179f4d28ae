import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { BUTTON_CSS } from './button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';
import { $toasts, dismissToast, type Toast } from './toast-store';
import { $toastRegionOwner, claimToastRegion } from './toast-turn';

const ICONS = { info: InfoIcon, success: CheckIcon, error: AlertIcon } as const;

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const Icon = ICONS[toast.tone];
  return (
    <li className={`toast toast-${toast.tone}`}>
      <span className="toast-icon"><Icon /></span>
      <span className="toast-message">{toast.message}</span>
      <button type="button" className="icon-btn toast-close" aria-label={dismissLabel} title={dismissLabel} onClick={() => dismissToast(toast.id)}>
        <CloseIcon />
      </button>
    </li>
  );
}

export interface ToastRegionProps {
  /** Names the dismiss buttons; defaults to 關閉通知. */
  dismissLabel?: string;
  /** The console's own region (`<fms-toast-region>`): it goes before any element's region (./toast-turn.ts). */
  shell?: boolean;
}

/**
 * Shows the toast queue in two live regions that are always on the page (a region added together
 * with its text is not announced): info and success in a polite one, errors in an assertive one.
 * Of the regions on a page, one shows the toasts (./toast-turn.ts); the others stay empty.
 */
export function ToastRegion({ dismissLabel = '關閉通知', shell = false }: ToastRegionProps) {
  const [id] = useState(() => Symbol('toast-region'));
  useEffect(() => claimToastRegion(id, shell ? 1 : 0), [id, shell]);
  const mine = useStore($toastRegionOwner) === id;
  const all = useStore($toasts);
  // Another region shows the toasts: this one stays, empty, so it can take over when that one goes.
  const toasts = mine ? all : [];
  const calm = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite" aria-label="通知訊息">
        <ul className="toast-list">{calm.map((toast) => <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />)}</ul>
      </div>
      <div role="alert" aria-live="assertive" aria-label="錯誤訊息">
        <ul className="toast-list">{urgent.map((toast) => <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />)}</ul>
      </div>
    </div>
  );
}

const OWN_CSS = `
.toast-region { position: fixed; right: var(--_space-4); bottom: var(--_space-4); z-index: var(--_z-toast); display: flex; flex-direction: column; gap: var(--_space-2); width: min(360px, calc(100vw - 32px)); pointer-events: none; }
.toast-list { display: flex; flex-direction: column; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.toast { display: flex; align-items: flex-start; gap: var(--_space-2); padding: var(--_space-3); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); box-shadow: var(--_shadow-2); border-left: 4px solid var(--_info); pointer-events: auto; }
.toast-success { border-left-color: var(--_success); }
.toast-success .toast-icon { color: var(--_success); }
.toast-error { border-left-color: var(--_danger); }
.toast-error .toast-icon { color: var(--_danger); }
.toast-info .toast-icon { color: var(--_info); }
.toast-icon { display: inline-flex; padding-top: 2px; }
.toast-message { flex: 1; }
.toast-close { min-width: 24px; min-height: 24px; margin: -2px; }
`;

export const TOAST_CSS = [BUTTON_CSS, OWN_CSS] as const;
