import { useStore } from '@nanostores/react';
import { MAX_CYCLE_ITEMS } from '../../../core/maintenance-cycles';
import { $maintenanceKindOptions, refreshOptions } from '../../../core/resource';
import { Checkbox, FieldError, LoadingState, ResourceError } from '../../shared/ui';
import type { CustomFieldProps } from '../../shared/ui/page-kit';

/**
 * 保修項目: the enterprise's maintenance options (category maintenance) as checkboxes, one field of
 * the cycle editor, the reservation form and the order dialog (contract Items: at most 50).
 */
export function MaintenanceItemsField({ id, label, value, onChange, error, disabled }: CustomFieldProps<string[]>) {
  const { rows, loading, error: loadError } = useStore($maintenanceKindOptions);
  const toggle = (uid: string, on: boolean) => onChange(on ? [...value, uid] : value.filter((u) => u !== uid));
  return (
    <fieldset id={id} className={`field field-group maintenance-items${error ? ' field-invalid' : ''}`} disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-legend">{label}</legend>
      {loading && !rows.length && <LoadingState text="讀取保修項目…" />}
      {loadError && <ResourceError className="maintenance-items-error" message={loadError} onRetry={() => refreshOptions('maintenanceKinds')} />}
      {!loading && !loadError && !rows.length && <p className="muted">尚無保修項目，可於選單設定新增。</p>}
      <div className="maintenance-item-row">
        {rows.map((row) => (
          <Checkbox key={row.uid} label={row.name} checked={value.includes(row.uid)}
            disabled={!value.includes(row.uid) && value.length >= MAX_CYCLE_ITEMS} onChange={(e) => toggle(row.uid, e.target.checked)} />
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

export const MAINTENANCE_ITEMS_CSS = `
.maintenance-item-row { display: flex; flex-wrap: wrap; gap: 0 var(--_space-2); }
.maintenance-item-row .field { margin-bottom: var(--_space-1); }
.maintenance-items-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
