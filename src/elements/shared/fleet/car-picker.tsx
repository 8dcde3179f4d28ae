import { useId, useState } from 'react';
import type { CarRow } from '../../../core/api/contract/cars';
import { Button, LoadingState, ResourceError } from '../ui';
import { carMatches } from './use-fleet-cars';

export interface CarPickerProps {
  /** The group's name, e.g. 選擇車輛. */
  label: string;
  cars: readonly CarRow[];
  loading: boolean;
  error: string;
  onRetry: () => void;
  /** 'single': radios; 'multi': checkboxes with 全選 / 清除. */
  mode: 'single' | 'multi';
  selected: readonly string[];
  onSelectedChange: (uids: string[]) => void;
  /** Shown when no car fits the purpose at all (e.g. no car has a DVR). */
  emptyText: string;
}

/**
 * A searchable car chooser (spec 3 'Car': shown by carNo). Native radios or checkboxes, so the
 * keyboard and screen readers work as usual; typing narrows the list by car number or driver.
 */
export function CarPicker({ label, cars, loading, error, onRetry, mode, selected, onSelectedChange, emptyText }: CarPickerProps) {
  const [keyword, setKeyword] = useState('');
  const id = useId();
  const shown = cars.filter((car) => carMatches(car, keyword));
  const chosen = new Set(selected);

  function toggle(uid: string, on: boolean) {
    if (mode === 'single') onSelectedChange([uid]);
    else onSelectedChange(on ? [...selected, uid] : selected.filter((u) => u !== uid));
  }

  return (
    <fieldset className="car-picker">
      <legend>{label}</legend>
      <label className="car-search" htmlFor={`${id}-q`}>
        <span>搜尋車號或駕駛</span>
        <input id={`${id}-q`} type="search" value={keyword} placeholder="例如 KLA-2381" onChange={(e) => setKeyword(e.target.value)} />
      </label>
      {mode === 'multi' && (
        <div className="car-picker-actions">
          <span aria-live="polite">{`已選 ${selected.length} 輛`}</span>
          <Button small disabled={!shown.length} onClick={() => onSelectedChange([...new Set([...selected, ...shown.map((c) => c.uid)])])}>全選</Button>
          <Button small disabled={!selected.length} onClick={() => onSelectedChange([])}>清除</Button>
        </div>
      )}
      {loading && <LoadingState text="讀取車輛中…" />}
      {!loading && error && <ResourceError className="car-picker-error" message={error} onRetry={onRetry} />}
      {!loading && !error && !cars.length && <p className="car-picker-note">{emptyText}</p>}
      {!loading && !error && cars.length > 0 && !shown.length && <p className="car-picker-note">沒有符合的車輛。</p>}
      {!loading && !error && shown.length > 0 && (
        <ul className="car-options">
          {shown.map((car) => (
            <li key={car.uid}>
              <label className={chosen.has(car.uid) ? 'car-option chosen' : 'car-option'}>
                <input type={mode === 'single' ? 'radio' : 'checkbox'} name={`${id}-car`} value={car.uid}
                  checked={chosen.has(car.uid)} onChange={(e) => toggle(car.uid, e.target.checked)} />
                <span className="car-no">{car.carNo}</span>
                {car.driverName && <span className="car-driver">{car.driverName}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export const CAR_PICKER_CSS = `
.car-picker { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2); margin: 0; min-width: 0; display: grid; gap: var(--_space-2); background: var(--_surface); }
.car-picker legend { font-weight: 700; padding: 0 var(--_space-1); }
.car-search { display: grid; gap: 4px; font-size: 0.9em; color: var(--_muted); }
.car-search input { font: inherit; color: var(--_text); padding: 6px 8px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.car-search input:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.car-picker-actions { display: flex; align-items: center; gap: var(--_space-1); flex-wrap: wrap; font-size: 0.9em; }
.car-picker-actions > span { margin-right: auto; color: var(--_muted); }
.car-options { list-style: none; margin: 0; padding: 0; max-height: var(--fms-car-list-height, 420px); overflow: auto; display: grid; gap: 2px; }
.car-option { display: flex; align-items: center; gap: var(--_space-1); padding: 6px 8px; border-radius: var(--_radius-small); cursor: pointer; }
.car-option:hover { background: var(--_surface-alt); }
.car-option.chosen { background: color-mix(in srgb, var(--_primary) 12%, transparent); }
.car-option input:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.car-no { font-weight: 600; font-variant-numeric: tabular-nums; }
.car-driver { color: var(--_muted); font-size: 0.9em; }
.car-picker-note { color: var(--_muted); margin: 0; }
.car-picker-error p { margin: 0 0 var(--_space-1); color: var(--_danger); }
`;
