import { useStore } from '@nanostores/react';
import { CYCLE_CATEGORIES, CYCLE_CATEGORY_KEYS } from '../../core/api/contract/maintenance';
import {
  intervalProblem, intervalsProblem, MAX_CYCLE_ITEMS, NAME_MAX, NOTE_MAX, type CycleValues, type IntervalKey,
} from '../../core/maintenance-cycles';
import { $maintenanceKindOptions, refreshOptions } from '../../core/resource';
import { CarPicker } from '../shared/fleet/car-picker';
import { useFleetCars } from '../shared/fleet/use-fleet-cars';
import { Button, Checkbox, FieldError, LoadingState } from '../shared/ui';
import type { CustomFieldProps, FormFieldSpec } from '../shared/ui/page-kit';

const CATEGORY_CHOICES = CYCLE_CATEGORY_KEYS.map((key) => ({ value: key, label: CYCLE_CATEGORIES[key] }));

const interval = (name: IntervalKey, label: string, hint: string): FormFieldSpec<CycleValues> => ({
  name, label, kind: 'number', hint, placeholder: '不設定',
  // The first interval also carries the rule that one must be set (the server names intervalKm too).
  validate: (value, all) => intervalProblem(name, value as string) ?? (name === 'intervalKm' ? intervalsProblem(all) : undefined),
});

/** 保修項目: the enterprise's maintenance options (category maintenance) as checkboxes. */
function ItemsField({ id, label, value, onChange, error, disabled }: CustomFieldProps<string[]>) {
  const { rows, loading, error: loadError } = useStore($maintenanceKindOptions);
  const toggle = (uid: string, on: boolean) => onChange(on ? [...value, uid] : value.filter((u) => u !== uid));
  return (
    <fieldset id={id} className={`field field-group cycle-items${error ? ' field-invalid' : ''}`} disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{label}</legend>
      {loading && !rows.length && <LoadingState text="讀取保修項目…" />}
      {loadError && (
        <div className="cycle-load-error">
          <FieldError>{loadError}</FieldError>
          <Button small onClick={() => void refreshOptions('maintenanceKinds')}>重試</Button>
        </div>
      )}
      {!loading && !loadError && !rows.length && <p className="muted">尚無保修項目，可於選單設定新增。</p>}
      <div className="cycle-item-row">
        {rows.map((row) => (
          <Checkbox key={row.uid} label={row.name} checked={value.includes(row.uid)}
            disabled={!value.includes(row.uid) && value.length >= MAX_CYCLE_ITEMS} onChange={(e) => toggle(row.uid, e.target.checked)} />
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

/** 適用車輛: the shared searchable car picker (several cars). */
function CarsField({ id, label, value, onChange, error }: CustomFieldProps<string[]>) {
  const fleet = useFleetCars(() => true, 'all');
  return (
    <div id={id} className={`field cycle-cars${error ? ' field-invalid' : ''}`} tabIndex={-1}>
      <CarPicker label={label} cars={fleet.cars} loading={fleet.loading} error={fleet.error} onRetry={fleet.reload}
        mode="multi" selected={value} onSelectedChange={onChange} emptyText="尚無管理中的車輛" />
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}

/** The cycle editor's fields, declared once (contract CycleInput): the checks run before sending. */
export const CYCLE_FIELDS: FormFieldSpec<CycleValues>[] = [
  { name: 'name', label: '週期名稱', kind: 'text', required: true, maxLength: NAME_MAX, placeholder: '例：定期保養（5,000 公里）' },
  { name: 'category', label: '類別', kind: 'select', required: true, options: CATEGORY_CHOICES, placeholder: '請選擇' },
  { ...interval('intervalKm', '里程週期（公里）', '每行駛多少公里保養一次，100 至 1,000,000'), serverFields: ['intervalKm'] },
  interval('intervalMonths', '月數週期（月）', '每隔幾個月保養一次，1 至 120'),
  interval('intervalEngineHours', '引擎時數週期（小時）', '每運轉多少引擎小時保養一次，10 至 100,000；三種週期至少設定一種，先到者為準'),
  { name: 'items', label: '保修項目', kind: 'custom', render: (p) => <ItemsField {...p} /> },
  { name: 'note', label: '備註', kind: 'textarea', maxLength: NOTE_MAX, rows: 3 },
  { name: 'carUids', label: '適用車輛', kind: 'custom', serverFields: ['carUids'], render: (p) => <CarsField {...p} /> },
];
