import { useState, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormField, type FieldProps } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';

/*
 * Labelled native controls. The native props (value, onChange, name, autoComplete) pass straight to
 * the control, so the caller owns the value: an error only adds text and aria-invalid, and never
 * clears what the user typed.
 */

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

export interface TextInputProps extends FieldProps, NativeInput {
  type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'time';
}

export function TextInput({ label, required, error, hint, id, type = 'text', ...native }: TextInputProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} id={id}>
      {(ids) => (
        <input {...native} id={ids.id} type={type} aria-invalid={ids.invalid || undefined} aria-required={required || undefined}
          aria-describedby={ids.describedBy} />
      )}
    </FormField>
  );
}

export interface PasswordInputProps extends FieldProps, Omit<NativeInput, 'type'> {
  showLabel?: string;
  hideLabel?: string;
}

/** A password field with a button that shows or hides what was typed (顯示密碼 / 隱藏密碼). */
export function PasswordInput({ label, required, error, hint, id, showLabel = '顯示密碼', hideLabel = '隱藏密碼', ...native }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <FormField label={label} required={required} error={error} hint={hint} id={id}>
      {(ids) => (
        <div className="password-box">
          <input {...native} id={ids.id} type={visible ? 'text' : 'password'} aria-invalid={ids.invalid || undefined}
            aria-required={required || undefined} aria-describedby={ids.describedBy} autoCapitalize="off" spellCheck={false} />
          <button type="button" className="password-toggle" aria-label={toggleLabel} title={toggleLabel}
            aria-controls={ids.id} onClick={() => setVisible((was) => !was)}>
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
}

export interface TextareaProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> {}

export function Textarea({ label, required, error, hint, id, ...native }: TextareaProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} id={id}>
      {(ids) => (
        <textarea {...native} id={ids.id} aria-invalid={ids.invalid || undefined} aria-required={required || undefined}
          aria-describedby={ids.describedBy} />
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> {
  options: readonly SelectOption[];
  /** A first, empty option such as 請選擇; it carries the value ''. */
  placeholder?: string;
}

export function Select({ label, required, error, hint, id, options, placeholder, ...native }: SelectProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} id={id}>
      {(ids) => (
        <select {...native} id={ids.id} aria-invalid={ids.invalid || undefined} aria-required={required || undefined}
          aria-describedby={ids.describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>{option.label}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
