import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons';

export { AlertIcon };

/** What every labelled control takes: its label, the red star, a hint and the error text. */
export interface FieldProps {
  label: string;
  required?: boolean;
  /** Error text; the field turns red and the control is marked aria-invalid. */
  error?: string;
  hint?: string;
  /** The control's id; give one to link an ErrorSummary entry to the field. */
  id?: string;
}

export interface FormFieldProps extends FieldProps {
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** The red error text with its alert icon (spec 5). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error" role="alert">
      <AlertIcon />
      {children}
    </p>
  );
}

/** The label's red star, and the word 必填 for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span className="required" aria-hidden="true">*</span>
      <span className="visually-hidden">（必填）</span>
    </>
  );
}

/** The ids of a field's hint and error, and the aria-describedby that joins them. */
export function useFieldIds(given: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const id = given ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/**
 * A labelled field: a red star on required fields and red error text with an alert icon under an
 * invalid one (spec 5). The control stays the caller's, so nothing typed is ever lost.
 */
export function FormField({ label, required = false, error, hint, id: givenId, children }: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {required && <span className="required" aria-hidden="true">*</span>}
        {label}
        {required && <span className="visually-hidden">（必填）</span>}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

const CONTROLS = ['input[type="text"]', 'input[type="password"]', 'input[type="email"]', 'input[type="tel"]', 'input[type="number"]',
  'input[type="search"]', 'input[type="url"]', 'input[type="date"]', 'input[type="datetime-local"]', 'input[type="time"]', 'select', 'textarea'];
const under = (scope: string) => CONTROLS.map((control) => `${scope} ${control}`).join(', ');

/** Field styles; `.button`, `.form-error` and `.visually-hidden` stay for elements written before ui-css. */
export const FORM_CSS = `
.field { display: grid; gap: 4px; margin-bottom: calc(var(--_space) * 2); }
.field-label, .field-legend { font-weight: 600; }
.required { color: var(--_danger); margin-right: 2px; }
${under('.field')} {
  font: inherit; padding: 8px 10px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); min-width: 0;
}
.field textarea { resize: vertical; min-height: 5em; }
.field input:focus-visible, .field select:focus-visible, .field textarea:focus-visible, button:focus-visible, a:focus-visible, input[type="checkbox"]:focus-visible, input[type="radio"]:focus-visible {
  outline: var(--_focus-ring, 2px solid var(--_primary)); outline-offset: var(--_focus-offset, 2px);
}
.field-invalid input, .field-invalid select, .field-invalid textarea { border-color: var(--_danger); }
.field-error { color: var(--_danger); display: flex; align-items: center; gap: 4px; margin: 0; font-size: 0.9em; }
.field-hint { color: var(--_muted); margin: 0; font-size: 0.9em; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.button { font: inherit; border: 0; border-radius: var(--_radius); padding: 10px 16px; cursor: pointer; background: var(--_primary); color: #fff; font-weight: 600; }
.button:disabled { opacity: 0.6; cursor: progress; }
.form-error { color: var(--_danger); display: flex; gap: 6px; align-items: center; margin: 0 0 calc(var(--_space) * 2); }
.password-box { display: flex; align-items: stretch; }
.password-box input { flex: 1; border-top-right-radius: 0; border-bottom-right-radius: 0; }
.password-toggle { display: inline-flex; align-items: center; padding: 0 10px; font: inherit; color: var(--_muted); background: var(--_surface-alt, #f5f7fa); border: 1px solid var(--_border); border-left: 0; border-radius: 0 var(--_radius) var(--_radius) 0; cursor: pointer; }
.choice { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.choice input { margin: 0; width: 16px; height: 16px; accent-color: var(--_primary); }
fieldset.field { border: 0; padding: 0; margin-inline: 0; min-width: 0; }
fieldset.field legend { padding: 0; margin-bottom: 4px; }
.choices { display: flex; flex-wrap: wrap; gap: var(--_space-2, 8px) var(--_space-4, 16px); }
.choices-vertical { flex-direction: column; }
`;
