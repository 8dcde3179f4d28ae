import { CYCLE_CATEGORIES, CYCLE_CATEGORY_KEYS, CYCLE_INTERVAL_LABELS } from '../../../../core/api/contract/vocabulary/work';
import { intervalProblem, intervalsProblem, NAME_MAX, NOTE_MAX, type CycleValues, type IntervalKey } from '../../../../core/maintenance-cycles';
import { CarPicker } from '../../../shared/fleet/car-picker';
import { useFleetCars } from '../../../shared/fleet/use-fleet-cars';
import { MaintenanceItemsField } from '../../shared/items-field';
import { FieldError } from '../../../shared/ui';
import type { CustomFieldProps, FormFieldSpec } from '../../../shared/ui/page-kit';

const CATEGORY_CHOICES = CYCLE_CATEGORY_KEYS.map((key) => ({ value: key, label: CYCLE_CATEGORIES[key] }));

const interval = (name: IntervalKey, label: string, hint: string): FormFieldSpec<CycleValues> => ({
  name, label, kind: 'number', hint, placeholder: '不設定',
  // The first interval also carries the rule that one must be set (the server names intervalKm too).
  validate: (value, all) => intervalProblem(name, value as string) ?? (name === 'intervalKm' ? intervalsProblem(all) : undefined),
});

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
  { ...interval('intervalKm', `${CYCLE_INTERVAL_LABELS.intervalKm}（公里）`, '每行駛多少公里保養一次，100 至 1,000,000'), serverFields: ['intervalKm'] },
  interval('intervalMonths', `${CYCLE_INTERVAL_LABELS.intervalMonths}（月）`, '每隔幾個月保養一次，1 至 120'),
  interval('intervalEngineHours', `${CYCLE_INTERVAL_LABELS.intervalEngineHours}（小時）`, '每運轉多少引擎小時保養一次，10 至 100,000；三種週期至少設定一種，先到者為準'),
  { name: 'items', label: '保修項目', kind: 'custom', render: (p) => <MaintenanceItemsField {...p} /> },
  { name: 'note', label: '備註', kind: 'textarea', maxLength: NOTE_MAX, rows: 3 },
  { name: 'carUids', label: '適用車輛', kind: 'custom', serverFields: ['carUids'], render: (p) => <CarsField {...p} /> },
];
