import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { SPINNER_CSS, Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus on the button. */
  loading?: boolean;
  /** Smaller padding, for toolbars and table rows. */
  small?: boolean;
}

/**
 * The console's button. A loading button stays focusable (disabling it would drop the keyboard
 * user's focus to the page) and is marked aria-disabled instead.
 */
export function Button({ variant = 'secondary', loading = false, small = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, small ? 'btn-small' : '', className ?? ''].filter(Boolean).join(' ');
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button {...rest} type={type} className={classes} onClick={click}
      aria-busy={loading || undefined} aria-disabled={loading || rest['aria-disabled'] || undefined}>
      {loading && <Spinner size={14} />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name (also the tooltip); required, because the button shows only an icon. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary';
}

/** A button that shows only an icon; its name comes from `label`. */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} className={`icon-btn icon-btn-${variant}${className ? ` ${className}` : ''}`} aria-label={label} title={label}>
      {icon}
    </button>
  );
}

const OWN_CSS = `
.btn { display: inline-flex; align-items: center; justify-content: center; gap: var(--_space-1); font: inherit; font-weight: 600; line-height: 1.2; padding: 8px 16px; border-radius: var(--_radius); border: 1px solid transparent; cursor: pointer; text-decoration: none; white-space: nowrap; }
.btn-small { padding: 4px 10px; font-size: 0.92em; }
.btn-primary { background: var(--_primary); color: var(--_on-primary); }
.btn-primary:hover { background: var(--_primary-strong); }
.btn-secondary { background: var(--_surface); color: var(--_text); border-color: var(--_border); }
.btn-secondary:hover { background: var(--_surface-alt); }
.btn-danger { background: var(--_danger); color: #fff; }
.btn-link { background: none; color: var(--_primary); padding-inline: 2px; text-decoration: underline; }
.btn:disabled, .btn[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.btn[aria-busy="true"] { cursor: progress; }
.icon-btn { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; padding: 4px; font: inherit; color: inherit; background: none; border: 1px solid transparent; border-radius: var(--_radius); cursor: pointer; }
.icon-btn-secondary { border-color: var(--_border); background: var(--_surface); }
.icon-btn:hover { background: var(--_surface-alt); }
.icon-btn:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export const BUTTON_CSS = [SPINNER_CSS, OWN_CSS] as const;
