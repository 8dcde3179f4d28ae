import type { Cycle, CycleInput } from '../api/contract/maintenance';
import { CYCLE_CATEGORIES, CYCLE_INTERVAL_LABELS, type CycleCategoryKey } from '../api/contract/vocabulary/work';

/**
 * The cycle editor's values (spec 2.11 'Maintenance: cycles with add, edit and delete', 3 'Maintenance
 * cycle', 7.8): the intervals are kept as typed (text) so a bad entry is never lost, and turned into
 * the contract's CycleInput only after the checks below pass.
 */
export interface CycleValues {
  name: string;
  category: CycleCategoryKey | '';
  intervalKm: string;
  intervalMonths: string;
  intervalEngineHours: string;
  items: string[];
  note: string;
  carUids: string[];
}

/** Each interval's bounds, as the contract (CycleInput) allows them. */
export const INTERVAL_LIMITS = {
  intervalKm: { min: 100, max: 1_000_000, unit: '公里', label: CYCLE_INTERVAL_LABELS.intervalKm },
  intervalMonths: { min: 1, max: 120, unit: '個月', label: CYCLE_INTERVAL_LABELS.intervalMonths },
  intervalEngineHours: { min: 10, max: 100_000, unit: '小時', label: CYCLE_INTERVAL_LABELS.intervalEngineHours },
} as const;
export type IntervalKey = keyof typeof INTERVAL_LIMITS;
export const INTERVAL_KEYS = Object.keys(INTERVAL_LIMITS) as IntervalKey[];

export const NAME_MAX = 50;
export const NOTE_MAX = 500;
export const MAX_CYCLE_ITEMS = 50;

export const emptyCycle = (): CycleValues => ({
  name: '', category: '', intervalKm: '', intervalMonths: '', intervalEngineHours: '', items: [], note: '', carUids: [],
});

const text = (n: number | null) => (n === null ? '' : String(n));

export function cycleValuesOf(cycle: Cycle): CycleValues {
  return {
    name: cycle.name, category: cycle.category,
    intervalKm: text(cycle.intervalKm), intervalMonths: text(cycle.intervalMonths), intervalEngineHours: text(cycle.intervalEngineHours),
    items: cycle.items.map((i) => i.uid), note: cycle.note, carUids: cycle.carList.map((c) => c.uid),
  };
}

/** One interval's problem: not a whole number, or out of the contract's range; blank is fine here. */
export function intervalProblem(key: IntervalKey, value: string): string | undefined {
  const typed = value.trim();
  if (!typed) return undefined;
  const { min, max, unit, label } = INTERVAL_LIMITS[key];
  if (!/^\d+$/.test(typed)) return `${label}請輸入整數`;
  const n = Number(typed);
  if (n < min || n > max) return `${label}須介於 ${min.toLocaleString('zh-TW')} 到 ${max.toLocaleString('zh-TW')} ${unit}`;
  return undefined;
}

/** The server's rule too: a cycle needs at least one of the three intervals. */
export const NO_INTERVAL = '請至少設定一種週期：里程、月數或引擎時數';

export function intervalsProblem(values: Pick<CycleValues, IntervalKey>): string | undefined {
  return INTERVAL_KEYS.some((k) => values[k].trim()) ? undefined : NO_INTERVAL;
}

export const categoryLabel = (key: CycleCategoryKey) => CYCLE_CATEGORIES[key];

const numberOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/** The body of maintenance-cycle/v0 create and update; call after the checks passed. */
export function cycleInputOf(values: CycleValues): CycleInput {
  return {
    name: values.name.trim(),
    category: values.category as CycleCategoryKey,
    intervalKm: numberOrNull(values.intervalKm),
    intervalMonths: numberOrNull(values.intervalMonths),
    intervalEngineHours: numberOrNull(values.intervalEngineHours),
    items: values.items,
    note: values.note.trim(),
    carUids: values.carUids,
  };
}

/** 每 5,000 公里、6 個月或 250 引擎小時, whichever comes first; '—' when none (never stored so). */
export function intervalText(cycle: Pick<Cycle, 'intervalKm' | 'intervalMonths' | 'intervalEngineHours'>): string {
  const parts = [
    cycle.intervalKm !== null ? `${cycle.intervalKm.toLocaleString('zh-TW')} 公里` : '',
    cycle.intervalMonths !== null ? `${cycle.intervalMonths} 個月` : '',
    cycle.intervalEngineHours !== null ? `${cycle.intervalEngineHours.toLocaleString('zh-TW')} 引擎小時` : '',
  ].filter(Boolean);
  return parts.length ? `每 ${parts.join('、')}（先到者為準）` : '—';
}

/** The cars of a cycle for a table cell: up to three numbers, then 等 N 輛. */
export function carsText(cars: readonly { carNo: string }[], shown = 3): string {
  if (!cars.length) return '—';
  const head = cars.slice(0, shown).map((c) => c.carNo).join('、');
  return cars.length > shown ? `${head} 等 ${cars.length} 輛` : head;
}
