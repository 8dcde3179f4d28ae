import type { CustomFieldProps } from '../../shared/ui/page-kit';
import { CarPicker } from '../../shared/fleet/car-picker';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import { Checkbox, FieldError, RequiredMark, TextInput } from '../../shared/ui';
import { FENCE_TRIGGERS } from '../../../core/catalogue/fences';
import type { OptionValues, TriggerValues } from './fence-values';

/**
 * The fence form's grouped fields: the triggers (enter, leave, and the delayed ones with their
 * minutes) and the options (notify, the cars it applies to, a speed limit inside). Each is one
 * field of the form, so a server error under 'triggers.…' or 'options.…' lands on its group.
 */
export function TriggersField({ id, label, value, onChange, error, required, disabled }: CustomFieldProps<TriggerValues>) {
  const set = (patch: Partial<TriggerValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset id={id} className={`field field-group${error ? ' field-invalid' : ''}`} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{required && <RequiredMark />}{label}</legend>
      <div className="check-row">
        <Checkbox label={FENCE_TRIGGERS.enter.label} checked={value.enter} onChange={(e) => set({ enter: e.target.checked })} />
        <Checkbox label={FENCE_TRIGGERS.leave.label} checked={value.leave} onChange={(e) => set({ leave: e.target.checked })} />
      </div>
      <div className="check-row">
        <Checkbox label={FENCE_TRIGGERS.delayedEnter.label} checked={value.delayedEnter} onChange={(e) => set({ delayedEnter: e.target.checked })} />
        {value.delayedEnter && (
          <TextInput label="停留超過（分鐘）" inputMode="numeric" value={value.delayedEnterMinutes} required
            onChange={(e) => set({ delayedEnterMinutes: e.target.value })} />
        )}
      </div>
      <div className="check-row">
        <Checkbox label={FENCE_TRIGGERS.delayedLeave.label} checked={value.delayedLeave} onChange={(e) => set({ delayedLeave: e.target.checked })} />
        {value.delayedLeave && (
          <TextInput label="離開超過（分鐘）" inputMode="numeric" value={value.delayedLeaveMinutes} required
            onChange={(e) => set({ delayedLeaveMinutes: e.target.value })} />
        )}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

/** Every managed car may be chosen. */
const anyCar = () => true;

export function OptionsField({ id, label, value, onChange, error, disabled }: CustomFieldProps<OptionValues>) {
  const fleet = useFleetCars(anyCar, 'any');
  const set = (patch: Partial<OptionValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset id={id} className={`field field-group${error ? ' field-invalid' : ''}`} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{label}</legend>
      <Checkbox label="觸發時發送圍籬通知" checked={value.notify} onChange={(e) => set({ notify: e.target.checked })} />
      <TextInput label="圍籬內速限（公里/小時）" hint="留空表示不限速" inputMode="numeric" value={value.speedLimit}
        onChange={(e) => set({ speedLimit: e.target.value })} />
      {/* Searchable, with 全選 / 清除, for a fleet of any size: nothing chosen means every car. */}
      <CarPicker label="適用車輛（未選擇表示全部車輛）" mode="multi" cars={fleet.cars} loading={fleet.loading} error={fleet.error}
        onRetry={fleet.reload} selected={value.carUids} onSelectedChange={(carUids) => set({ carUids })} emptyText="尚無納管車輛。" />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
