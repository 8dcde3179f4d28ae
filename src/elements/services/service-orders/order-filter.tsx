import { useState, type FormEvent } from 'react';
import { ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode } from '../../../core/catalogue/orders';
import { now } from '../../../core/clock';
import type { OrderFilters } from '../../../core/plus/orders';
import { $managedCarOptions } from '../../../core/resource';
import { Button, DateRangePicker, Select, validateRange, type DateRange } from '../../shared/ui';
import { FilterFold, useChoices } from '../../shared/ui/page-kit';

/**
 * The order list's filter (spec 2.11 'an order list with a filter'): the statuses as checkboxes
 * (several at once: the kit's FilterBar has single selects only), the created date range and the
 * car. 查詢 applies, 清除 empties; nothing is asked while the range is backwards.
 */

interface Draft {
  status: OrderStatusCode[];
  range: DateRange;
  carUid: string;
}

const draftOf = (f: OrderFilters): Draft => ({
  status: [...(f.status ?? [])], range: { start: f.startDate ?? '', end: f.endDate ?? '' }, carUid: f.carUid ?? '',
});

const filtersOf = (d: Draft): OrderFilters => ({
  status: d.status.length ? d.status : undefined,
  startDate: d.range.start || undefined,
  endDate: d.range.end || undefined,
  carUid: d.carUid || undefined,
});

function CarFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { options, loading, error } = useChoices($managedCarOptions);
  return (
    <Select label="車號" options={options} placeholder={loading ? '載入中…' : '全部車輛'} value={value}
      error={error || undefined} onChange={(e) => onChange(e.target.value)} />
  );
}

export interface OrderFilterProps {
  value: OrderFilters;
  onApply: (filters: OrderFilters) => void;
  /** No car choice: the list is one car's (the app). */
  withoutCar?: boolean;
}

/** How many of the filters are in force (the 篩選 button's count on a narrow list). */
export const activeOrderFilters = (f: OrderFilters): number =>
  [f.status?.length, f.startDate || f.endDate, f.carUid].filter(Boolean).length;

export function OrderFilter({ value, onApply, withoutCar = false }: OrderFilterProps) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [open, setOpen] = useState(false);
  const problems = validateRange(draft.range);
  const rangeValid = !problems.start && !problems.end;
  const toggle = (code: OrderStatusCode, on: boolean) =>
    setDraft((d) => ({ ...d, status: on ? [...d.status, code] : d.status.filter((c) => c !== code) }));

  // Applying folds a narrow list's filters again (the kit's FilterFold), so the orders come into view.
  function apply(filters: OrderFilters) {
    setOpen(false);
    onApply(filters);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (rangeValid) apply(filtersOf(draft));
  }
  function clear() {
    const empty = draftOf({});
    setDraft(empty);
    apply(filtersOf(empty));
  }
  return (
    <FilterFold activeCount={activeOrderFilters(value)} open={open} onOpenChange={setOpen}>
      <form className="order-filter" role="search" aria-label="訂單篩選" onSubmit={submit}>
        <fieldset className="order-filter-status">
          <legend className="field-legend">訂單狀態</legend>
          <div className="order-filter-checks">
            {ORDER_STATUS_CODES.map((code) => (
              <label key={code} className="choice">
                <input type="checkbox" checked={draft.status.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
                <span>{ORDER_STATUSES[code].label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="order-filter-row">
          <DateRangePicker label="建立日期" value={draft.range} now={now} quickRanges={['last7', 'last30', 'thisMonth']}
            onValueChange={(range) => setDraft((d) => ({ ...d, range }))} />
          {!withoutCar && <div className="order-filter-car"><CarFilter value={draft.carUid} onChange={(carUid) => setDraft((d) => ({ ...d, carUid }))} /></div>}
        </div>
        <div className="filter-actions">
          <Button type="submit" variant="primary" disabled={!rangeValid}>查詢</Button>
          <Button onClick={clear}>清除</Button>
        </div>
      </form>
    </FilterFold>
  );
}

export const ORDER_FILTER_CSS = `
.order-filter { display: grid; gap: var(--_space-2); padding: var(--_space-3); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
.order-filter fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
.order-filter-checks { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); }
.order-filter-checks .choice { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.order-filter-row { display: flex; flex-wrap: wrap; gap: 0 var(--_space-4); align-items: flex-start; }
.order-filter-car { flex: 0 1 16em; min-width: 0; }
`;
