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
