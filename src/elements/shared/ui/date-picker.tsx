import { BUTTON_CSS } from './button';
import { isQuickRange, QUICK_RANGES, quickRange, validateRange, type DateRange, type QuickRangeKind } from './date-range';
import { FieldError, FORM_CSS, FormField, RequiredMark, useFieldIds, type FieldProps } from './form-field';

/*
 * Native date inputs (type=date, or datetime-local with `withTime`): the browser gives the
 * calendar, keyboard entry and the locale's format. Values are Taipei wall-clock strings; see
 * date-range.ts for how they become instants.
 */

/** A date bound as the input wants it: a date-time input needs a time part. */
const bound = (value: string | undefined, withTime: boolean, endOfDay: boolean) =>
  !value ? undefined : withTime && !value.includes('T') ? `${value}T${endOfDay ? '23:59' : '00:00'}` : withTime ? value : value.slice(0, 10);

export interface DatePickerProps extends FieldProps {
  value: string;
  onValueChange: (value: string) => void;
  withTime?: boolean;
  min?: string;
  max?: string;
  disabled?: boolean;
  name?: string;
}

export function DatePicker({ value, onValueChange, withTime = false, min, max, disabled, name, ...field }: DatePickerProps) {
  return (
    <FormField {...field}>
      {(ids) => (
        <input id={ids.id} type={withTime ? 'datetime-local' : 'date'} name={name} value={value} disabled={disabled}
          min={bound(min, withTime, false)} max={bound(max, withTime, true)} aria-invalid={ids.invalid || undefined}
          aria-required={field.required || undefined} aria-describedby={ids.describedBy}
          onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FormField>
  );
}

export interface DateRangePickerProps extends Omit<FieldProps, 'id'> {
  value: DateRange;
  /** The new range, and whether it passes the checks (start ≤ end, within min/max). */
  onValueChange: (range: DateRange, valid: boolean) => void;
  withTime?: boolean;
  min?: string;
  max?: string;
  /** The quick-range buttons to offer; all five by default, [] for none. */
  quickRanges?: readonly QuickRangeKind[];
  /** The clock the quick ranges are taken from; injectable for tests. */
  now?: () => number;
  startLabel?: string;
  endLabel?: string;
  disabled?: boolean;
}

/** A start and an end date, validated as a pair, with quick ranges (今天 … 本月). */
export function DateRangePicker(props: DateRangePickerProps) {
  const { label, required, error, hint, value, onValueChange, withTime = false, min, max, disabled,
    quickRanges = QUICK_RANGES.map((q) => q.kind), now = Date.now, startLabel = '開始日期', endLabel = '結束日期' } = props;
  const group = useFieldIds(undefined, hint, error);
  const problems = validateRange(value, min, max);
  const change = (next: DateRange) => {
    const found = validateRange(next, min, max);
    onValueChange(next, !found.start && !found.end);
  };
  const pick = (kind: QuickRangeKind) => {
    const quick = quickRange(kind, now(), withTime);
    // A quick range never leaves min/max: its ends are clipped to them.
    const low = bound(min, withTime, false);
    const high = bound(max, withTime, true);
    change({ start: low && quick.start < low ? low : quick.start, end: high && quick.end > high ? high : quick.end });
  };
  const offered = QUICK_RANGES.filter((q) => quickRanges.includes(q.kind));
  const at = now();

  return (
    <fieldset className={`field date-range${error ? ' field-invalid' : ''}`} aria-describedby={group.describedBy} disabled={disabled}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className="date-range-inputs">
        <DatePicker label={startLabel} required={required} value={value.start} withTime={withTime} min={min}
          max={value.end || max} error={problems.start} onValueChange={(start) => change({ ...value, start })} />
        <span className="date-range-dash" aria-hidden="true">～</span>
        <DatePicker label={endLabel} required={required} value={value.end} withTime={withTime} min={value.start || min}
          max={max} error={problems.end} onValueChange={(end) => change({ ...value, end })} />
      </div>
      {offered.length > 0 && (
        <div className="quick-ranges" role="group" aria-label="快速選擇日期範圍">
          {offered.map((q) => (
            <button key={q.kind} type="button" className="btn btn-secondary btn-small" aria-pressed={isQuickRange(value, q.kind, at, withTime)}
              onClick={() => pick(q.kind)}>{q.label}</button>
          ))}
        </div>
      )}
      {hint && <p id={group.hintId} className="field-hint">{hint}</p>}
      {error && <FieldError id={group.errorId}>{error}</FieldError>}
    </fieldset>
  );
}

const OWN_CSS = `
.date-range-inputs { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 var(--_space-2); }
.date-range-inputs .field { margin-bottom: var(--_space-2); }
.date-range-dash { color: var(--_muted); line-height: 36px; margin-top: calc(1.5em + 4px); }
.quick-ranges { display: flex; flex-wrap: wrap; gap: var(--_space-1); }
.quick-ranges [aria-pressed="true"] { border-color: var(--_primary); color: var(--_primary); background: color-mix(in srgb, var(--_primary) 8%, var(--_surface)); }
`;

export const DATE_PICKER_CSS = [FORM_CSS, BUTTON_CSS, OWN_CSS] as const;
