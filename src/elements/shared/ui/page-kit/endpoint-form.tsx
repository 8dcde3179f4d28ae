import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { STATUS_MESSAGES } from '../../../../core/api/contract/status';
import type { Endpoint } from '../../../../core/api/contract/endpoint';
import type { Mutation } from '../../../../core/resource';
import { placeServerError } from '../../account/server-errors';
import { Button } from '../button';
import { Checkbox } from '../choices';
import { DatePicker } from '../date-picker';
import { ErrorSummary, type FormErrorItem } from '../error-summary';
import { FieldError } from '../form-field';
import { useUnsavedChanges, type UnsavedChangesOptions } from './unsaved-changes';
import { useReflectedAttribute } from '../../reflect';
import { PasswordInput, Select, Textarea, TextInput } from '../inputs';
import { checkValues, fieldForServer, type FormFieldSpec } from './form-fields';
import { AreaPicker } from './map-picker/area-picker';
import { PointPicker } from './map-picker/point-picker';
import { useChoices, type ChoiceSource } from './options';
import { useCanCall } from './permission';

export interface EndpointFormProps<V, I, T> {
  /** Names the form, e.g. 新增車輛. */
  label: string;
  fields: readonly FormFieldSpec<V>[];
  initialValues: V;
  /** The change to send (core createMutation over the endpoint's typed call). */
  mutation: Mutation<I, T>;
  /** The call's input from the form's values (trim, numbers, nulls); default: the values as they are. */
  toInput?: (values: V) => I;
  /** Without one of its codes the form is not offered; the user reads why. */
  endpoint?: Pick<Endpoint, 'permission'>;
  onSuccess: (data: T, values: V) => void;
  onCancel?: () => void;
  /** Every change the user makes, with all the values (never the initial ones): pair it with useUnsavedChanges. */
  onValuesChange?: (values: V) => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Ask before the page is left while the values differ from the saved ones (unsaved changes); options in LeaveGuard. */
  guardLeave?: boolean | LeaveGuard<V>;
  /** Extra content between the fields and the buttons (e.g. a button filling a field). */
  children?: ReactNode;
}

/** How a form's leave guard asks (issue 24, 3: the item form's guard lives here, not in each element). */
export interface LeaveGuard<V> {
  /** Whether the values are still the saved ones (default: equal as JSON). */
  same?: (values: V, saved: V) => boolean;
  /** What the question says would be lost (default UNSAVED_CHANGES.message). */
  message?: string;
  /** The values as saved, when the form starts from a draft that differs from them (default: initialValues). */
  savedValues?: V;
  /** 取消 asks first when anything is unsaved; without it the host (or the router, when the host navigates) asks. */
  askOnCancel?: boolean;
  /** Unsaved changes show as the host element's `dirty` attribute, for a host that asks on its own (a dialog). */
  reflect?: boolean;
  /** Where the user may go unasked because the work goes on there (useUnsavedChanges `stays`). */
  stays?: UnsavedChangesOptions['stays'];
}

const sameAsJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const NO_HOST = { current: null };

type Errors<V> = Partial<Record<keyof V, string>>;

function ChoiceField(props: { id: string; label: string; source: ChoiceSource; placeholder?: string; value: string; onChange: (v: string) => void; error?: string; required: boolean; hint?: string }) {
  const { options, loading, error } = useChoices(props.source);
  return (
    <Select id={props.id} label={props.label} required={props.required} hint={props.hint} options={options}
      placeholder={loading ? '載入中…' : props.placeholder ?? '請選擇'} value={props.value} error={props.error ?? (error || undefined)}
      onChange={(e) => props.onChange(e.target.value)} />
  );
}

/**
 * A form bound to an endpoint: fields declared once (red star on the required ones), checked
 * before sending, sent through a core mutation, and the server's field error shown on its field in
 * Traditional Chinese with the form-level list above. Nothing typed is lost on an error; 送出 is
 * disabled (aria-disabled, so focus stays) while the call runs.
 */
export function EndpointForm<V extends object, I = V, T = unknown>(props: EndpointFormProps<V, I, T>) {
  const { label, fields, mutation, endpoint, onSuccess, onCancel, submitLabel = '儲存', cancelLabel = '取消' } = props;
  const [values, setValues] = useState<V>(props.initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const sending = useStore(mutation.$sending);
  const allowed = useCanCall(endpoint ?? { permission: null });
  const idBase = useId();
  // Only a user's change is reported, never the initial values. In a layout effect, so the host
  // knows of the change before anything else can happen (a click on 取消 right after typing must be
  // asked about, not taken as a form without changes).
  const changed = useRef(false);
  const latestOnChange = useRef(props.onValuesChange);
  latestOnChange.current = props.onValuesChange;
  useLayoutEffect(() => {
    if (changed.current) latestOnChange.current?.(values);
  }, [values]);
  const idOf = (name: keyof V) => `${idBase}-${String(name)}`;
  const guard: LeaveGuard<V> | null = props.guardLeave === true ? {} : props.guardLeave || null;
  const [saved, setSaved] = useState<V>(guard?.savedValues ?? props.initialValues);
  const dirty = !!guard && !(guard.same ?? sameAsJson)(values, saved);
  const unsaved = useUnsavedChanges(dirty, guard?.message, { stays: guard?.stays });
  const formRef = useRef<HTMLFormElement>(null);
  useReflectedAttribute(guard?.reflect ? formRef : NO_HOST, 'dirty', dirty ? '' : null);
  const cancel = onCancel && (guard?.askOnCancel ? () => void unsaved.ask().then((leave) => leave && onCancel()) : onCancel);

  if (!allowed) return <FieldError>{STATUS_MESSAGES[4030001]}</FieldError>;

  function set<K extends keyof V>(name: K, value: V[K]) {
    changed.current = true;
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => (was[name] ? { ...was, [name]: undefined } : was));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFormError('');
    const found = checkValues(fields, values);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    const result = await mutation.send(props.toInput ? props.toInput(values) : (values as unknown as I));
    if (result.ok) {
      // Saved: a navigation the caller starts at once is not asked about changes that are gone.
      unsaved.release();
      setSaved(values);
      onSuccess(result.data, values);
      return;
    }
    const target = fieldForServer(fields, result.field);
    const placed = placeServerError(result, target && result.field ? { [result.field]: { name: String(target.name), label: target.label } } : {});
    if (placed.field !== undefined) setErrors({ [placed.field]: placed.message } as Errors<V>);
    else setFormError(placed.message);
    setAttempt((n) => n + 1);
  }

  const summary: FormErrorItem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...fields.filter((f) => errors[f.name]).map((f) => ({ fieldId: idOf(f.name), message: errors[f.name]! })),
  ];

  function control(field: FormFieldSpec<V>) {
    const common = { id: idOf(field.name), label: field.label, required: !!field.required, hint: field.hint, error: errors[field.name] };
    const value = values[field.name] as unknown;
    const change = (next: unknown) => set(field.name, next as V[keyof V]);
    switch (field.kind) {
      case 'textarea':
        return <Textarea {...common} value={value as string} maxLength={field.maxLength} rows={field.rows} onChange={(e) => change(e.target.value)} />;
      case 'select':
        return <ChoiceField {...common} source={field.options} placeholder={field.placeholder} value={value as string} onChange={change} />;
      case 'checkbox':
        return <Checkbox id={common.id} label={field.label} hint={field.hint} error={common.error} checked={value as boolean} onChange={(e) => change(e.target.checked)} />;
      case 'date':
      case 'datetime-local':
        return <DatePicker {...common} withTime={field.kind === 'datetime-local'} value={value as string} onValueChange={change} />;
      case 'password':
        return <PasswordInput {...common} value={value as string} autoComplete={field.autoComplete ?? 'new-password'} onChange={(e) => change(e.target.value)} />;
      case 'point':
        return <PointPicker label={field.label} required={common.required} error={common.error} value={value as never} onValueChange={change} />;
      case 'area':
        return <AreaPicker label={field.label} required={common.required} error={common.error} defaultKind={field.defaultKind} value={value as never} onValueChange={change} />;
      case 'custom':
        return field.render({ ...common, value, onChange: change, disabled: sending });
      default:
        return (
          <TextInput {...common} type={field.kind} value={value as string} placeholder={field.placeholder} maxLength={field.maxLength}
            autoComplete={field.autoComplete} onChange={(e) => change(e.target.value)} />
        );
    }
  }

  return (
    <form ref={formRef} className="endpoint-form" aria-label={label} noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <ErrorSummary key={attempt} errors={summary} />
      {fields.map((field) => <div key={String(field.name)} className="form-row">{control(field)}</div>)}
      {props.children}
      {unsaved.dialog}
      <div className="form-actions">
        {cancel && <Button onClick={cancel} disabled={sending}>{cancelLabel}</Button>}
        <Button type="submit" variant="primary" loading={sending}>{sending ? '儲存中…' : submitLabel}</Button>
      </div>
    </form>
  );
}
