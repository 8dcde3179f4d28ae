import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FieldError, RequiredMark, useFieldIds, type FieldProps } from './form-field';
import type { SelectOption } from './inputs';

export interface CheckboxProps extends Omit<FieldProps, 'required'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {}

/** A checkbox with its label after it, and error text under it (e.g. 請同意服務條款). */
export function Checkbox({ label, error, hint, id: givenId, ...native }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={`field field-check${error ? ' field-invalid' : ''}`}>
      <label className="choice" htmlFor={id}>
        <input {...native} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <span>{label}</span>
      </label>
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface RadioGroupProps extends FieldProps {
  /** Shared by the radios; one is made up when missing. */
  name?: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  vertical?: boolean;
  disabled?: boolean;
}

/**
 * Radios in a fieldset (role radiogroup) whose legend is the label. Native radios already give the arrow-key
 * behaviour of the WAI-ARIA radio group, so none is scripted here. `id` goes on the first radio.
 */
export function RadioGroup({ label, required, error, hint, id: givenId, name, options, value, onValueChange, vertical, disabled }: RadioGroupProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  const madeUpName = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value);
  return (
    <fieldset className={`field${error ? ' field-invalid' : ''}`} role="radiogroup" aria-describedby={describedBy}
      aria-required={required || undefined} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className={`choices${vertical ? ' choices-vertical' : ''}`}>
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input type="radio" id={index === 0 ? id : undefined} name={name ?? madeUpName} value={option.value}
              checked={option.value === value} disabled={option.disabled} onChange={change} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
