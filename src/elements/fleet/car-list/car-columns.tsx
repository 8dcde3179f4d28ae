import type { CarRow } from '../../../core/api/contract/cars';
import { deviceSummary, managementLabel } from '../../../core/cars';
import type { Option } from '../../../core/resource';
import { Button, StatusTag, type DataTableColumn } from '../../shared/ui';
import { carStatusLabel } from '../../../core/catalogue/cars';

/** The label of a catalogue value (車種), the value itself when the catalogue does not know it. */
const labelOf = (options: readonly Option[], value: string | null) => (value ? options.find((o) => o.value === value)?.label ?? value : '');

/**
 * The columns of the car list (spec 3 'Car'): number, model, kind, department, driver, the devices
 * it carries and whether it is under management, with 納管 for a car that is not, when allowed.
 */
export function carColumns(carKinds: readonly Option[], onEnable: ((car: CarRow) => void) | null): DataTableColumn<CarRow>[] {
  return [
    { key: 'carNo', header: '車號', cell: (c) => <strong className="nowrap">{c.carNo}</strong> },
    { key: 'model', header: '車型', cell: (c) => c.model },
    { key: 'carKind', header: '車種', cell: (c) => <span className="nowrap">{labelOf(carKinds, c.carKind) || '—'}</span> },
    { key: 'department', header: '部門', cell: (c) => <span className="nowrap">{c.departmentName ?? '—'}</span> },
    { key: 'driver', header: '駕駛', cell: (c) => <span className="nowrap">{c.driverName ?? '未指派'}</span> },
    {
      key: 'devices', header: '外接設備',
      cell: (c) => (c.udid ? deviceSummary(c.devices).join('、') || '僅車機' : <span className="muted">{carStatusLabel('nodevice')}</span>),
    },
    {
      key: 'managed', header: '納管',
      cell: (c) => (
        <span className="managed-cell">
          <StatusTag tone={c.enabledCode ? 'success' : 'neutral'}>{managementLabel(c.enabledCode)}</StatusTag>
          {!c.enabledCode && onEnable && (
            <Button small variant="secondary" aria-label={`納管 ${c.carNo}`} onClick={() => onEnable(c)}>納管</Button>
          )}
        </span>
      ),
    },
  ];
}
