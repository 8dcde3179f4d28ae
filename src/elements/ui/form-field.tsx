import { useId, type ReactNode } from 'react';

/** The alert icon in front of a field's error text (spec 5). */
export function AlertIcon() {
  return (
    <svg className="alert-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <rect x="7.1" y="3.6" width="1.8" height="5.8" rx="0.9" fill="#fff" />
      <circle cx="8" cy="11.8" r="1.1" fill="#fff" />
    </svg>
  );
}

export interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * A labelled field: a red star on required fields and red error text with an alert icon under an
 * invalid one (spec 5). The control stays the caller's, so nothing typed is ever lost.
 */
export function FormField({ label, required = false, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {required && <span className="required" aria-hidden="true">*</span>}
        {label}
        {required && <span className="visually-hidden">（必填）</span>}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          <AlertIcon />
          {error}
        </p>
      )}
    </div>
  );
}

export const FORM_CSS = `
.field { display: grid; gap: 4px; margin-bottom: calc(var(--_space) * 2); }
.field-label { font-weight: 600; }
.required { color: var(--_danger); margin-right: 2px; }
.field input[type="text"], .field input[type="password"], .field input[type="email"], .field input[type="tel"], .field select, .field textarea {
  font: inherit; padding: 8px 10px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); color: var(--_text);
}
.field input:focus-visible, .field select:focus-visible, .field textarea:focus-visible, button:focus-visible, a:focus-visible, input[type="checkbox"]:focus-visible {
  outline: 2px solid var(--_primary); outline-offset: 2px;
}
.field-invalid input, .field-invalid select, .field-invalid textarea { border-color: var(--_danger); }
.field-error { color: var(--_danger); display: flex; align-items: center; gap: 4px; margin: 0; font-size: 0.9em; }
.field-hint { color: var(--_muted); margin: 0; font-size: 0.9em; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.button { font: inherit; border: 0; border-radius: var(--_radius); padding: 10px 16px; cursor: pointer; background: var(--_primary); color: #fff; font-weight: 600; }
.button:disabled { opacity: 0.6; cursor: progress; }
.form-error { color: var(--_danger); display: flex; gap: 6px; align-items: center; margin: 0 0 calc(var(--_space) * 2); }
`;
