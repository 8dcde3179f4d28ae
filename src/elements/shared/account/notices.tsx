import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../ui/icons';

/** The form-level error: red text with the alert icon, read at once (spec 5). */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <p className="form-alert" role="alert"><AlertIcon />{children}</p>;
}

/** A success or information block that is announced politely. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role="status">
      <span className="notice-icon">{tone === 'success' ? <CheckIcon /> : <InfoIcon />}</span>
      <div className="notice-text">{children}</div>
    </div>
  );
}

/** The look of Notice (an info or success block with its icon). */
export const NOTICE_CSS = `
.notice { display: flex; gap: var(--_space-2); align-items: flex-start; padding: var(--_space-3); border-radius: var(--_radius); border: 1px solid var(--_border); border-left: 4px solid var(--_info); background: var(--_surface-alt); margin: 0 0 var(--_space-4); }
.notice-success { border-left-color: var(--_success); }
.notice-success .notice-icon { color: var(--_success); }
.notice-info .notice-icon { color: var(--_info); }
.notice-icon { display: inline-flex; padding-top: 3px; }
.notice-text p { margin: 0 0 var(--_space-1); }
.notice-text p:last-child { margin: 0; }
`;
