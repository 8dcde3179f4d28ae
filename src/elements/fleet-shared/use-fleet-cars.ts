import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import type { CarRow } from '../../core/api/contract/cars';
import { $managedCarOptions, refreshOptions, type OptionsState } from '../../core/resource';

export interface FleetCars {
  cars: CarRow[];
  loading: boolean;
  error: string;
  reload: () => void;
}

const NOT_ASKED = atom<OptionsState<CarRow>>({ rows: [], options: [], loading: false, error: '' });

/**
 * The enterprise's managed cars (the shared $managedCarOptions, by car number) that pass `keep`
 * (e.g. cars with a DVR). `keepKey` names the predicate, so a new inline function does not filter
 * again. Nothing is asked while `enabled` is false (a page that already knows its car).
 */
export function useFleetCars(keep: (car: CarRow) => boolean, keepKey: string, enabled = true): FleetCars {
  const state = useStore(enabled ? $managedCarOptions : NOT_ASKED);
  const cars = useMemo(() => state.rows.filter(keep), [state.rows, keepKey]);
  return { cars, loading: state.loading, error: state.error, reload: () => void refreshOptions('managedCars') };
}

/** Whether a car matches what the user typed: car number or driver name, ignoring case and dashes. */
export function carMatches(car: Pick<CarRow, 'carNo' | 'driverName'>, keyword: string): boolean {
  const k = keyword.trim().toUpperCase().replace(/-/g, '');
  if (!k) return true;
  return car.carNo.toUpperCase().replace(/-/g, '').includes(k) || (car.driverName ?? '').toUpperCase().includes(k);
}
