import type { ReactNode } from 'react';
import type { ChoiceSource } from './options';
import type { AreaShape, LatLng } from './map-picker/coordinates';

/** What a custom field's render function gets: the ids and state the kit ties to the label and error. */
export interface CustomFieldProps<T> {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string;
  required: boolean;
  disabled: boolean;
}

interface Base<V, K extends keyof V> {
  name: K;
  label: string;
  required?: boolean;
  hint?: string;
  /** The server's names for this input when they differ (e.g. 'shape.points'); a name and anything under it match. */
  serverFields?: readonly string[];
  /** A check before sending; returns the message, or nothing when the value is fine. */
  validate?: (value: V[K], values: V) => string | undefined;
}

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

/** One field of an EndpointForm, declared once: its kind says which control the kit draws. */
export type FormFieldSpec<V> =
  | (Base<V, KeysOf<V, string>> & { kind: 'text' | 'email' | 'tel' | 'number' | 'password' | 'date' | 'datetime-local'; placeholder?: string; maxLength?: number; autoComplete?: string })
  | (Base<V, KeysOf<V, string>> & { kind: 'textarea'; maxLength?: number; rows?: number })
  | (Base<V, KeysOf<V, string>> & { kind: 'select'; options: ChoiceSource; placeholder?: string })
  | (Base<V, KeysOf<V, boolean>> & { kind: 'checkbox' })
  | (Base<V, KeysOf<V, LatLng | null>> & { kind: 'point' })
  | (Base<V, KeysOf<V, AreaShape | null>> & { kind: 'area'; defaultKind?: AreaShape['type'] })
  | (Base<V, keyof V> & { kind: 'custom'; render: (props: CustomFieldProps<any>) => ReactNode });

/** Whether a required field is still empty: blank text, no choice, no point, an unchecked box. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message of an empty required field: 請選擇 for choices and places, 請輸入 for text. */
export function requiredMessage<V>(field: FormFieldSpec<V>): string {
  if (field.kind === 'checkbox') return `請勾選${field.label}`;
  return ['select', 'point', 'area', 'custom'].includes(field.kind) ? `請選擇${field.label}` : `請輸入${field.label}`;
}

/** The checks made before sending: required fields, then each field's own. */
export function checkValues<V>(fields: readonly FormFieldSpec<V>[], values: V): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const field of fields) {
    const value = values[field.name];
    const message = field.required && isEmpty(value)
      ? requiredMessage(field)
      : (field.validate as ((v: unknown, all: V) => string | undefined) | undefined)?.(value, values);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The field a server error names: its own name, one of its serverFields, or a path under either. */
export function fieldForServer<V>(fields: readonly FormFieldSpec<V>[], serverField: string | undefined): FormFieldSpec<V> | undefined {
  if (!serverField) return undefined;
  const under = (name: string) => serverField === name || serverField.startsWith(`${name}.`) || serverField.startsWith(`${name}[`);
  return fields.find((f) => under(String(f.name)) || f.serverFields?.some(under));
}
