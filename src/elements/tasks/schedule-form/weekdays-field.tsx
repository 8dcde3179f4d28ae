import { WEEKDAY_ORDER, weekdayName } from '../../../core/tasks';
import { Checkbox, FieldError, RequiredMark } from '../../shared/ui';
import type { CustomFieldProps } from '../../shared/ui/page-kit';

/** 星期一 … 星期日 as a group of checkboxes, Monday first (a Taiwanese calendar's order). */
export function WeekdaysField({ id, label, value, onChange, error, required, disabled }: CustomFieldProps<number[]>) {
  const toggle = (day: number, on: boolean) =>
    onChange(WEEKDAY_ORDER.filter((d) => (d === day ? on : value.includes(d))));
  return (
    <fieldset id={id} className={`field field-group weekdays-field${error ? ' field-invalid' : ''}`} disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className="weekday-row">
        {WEEKDAY_ORDER.map((day) => (
          <Checkbox key={day} label={`星期${weekdayName(day)}`} checked={value.includes(day)}
            onChange={(e) => toggle(day, e.target.checked)} />
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
