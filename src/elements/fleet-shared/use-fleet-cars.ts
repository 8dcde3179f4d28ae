import { useEffect, useState } from 'react';
import { listCars } from '../../core/api/cars';
import type { CarRow } from '../../core/api/contract/cars';
import { API_STATUS, STATUS_MESSAGES } from '../../core/api/contract/status';

/** The most cars one list call answers (car/v0/list caps limit at 1000). */
export const FLEET_CAR_LIMIT = 1000;

export interface FleetCars {
  cars: CarRow[];
  loading: boolean;
  error: string;
  reload: () => void;
}

/**
 * The enterprise's managed cars that pass `keep` (e.g. cars with a DVR), sorted by car number.
 * `keepKey` names the predicate, so a new inline function does not reload the list. Nothing is
 * asked while `enabled` is false (a page that already knows its car).
 */
export function useFleetCars(keep: (car: CarRow) => boolean, keepKey: string, enabled = true): FleetCars {
  const [cars, setCars] = useState<CarRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    let live = true;
    setLoading(true);
    setError('');
    void listCars({ filterEnabledCode: true, offset: 0, limit: FLEET_CAR_LIMIT }).then((body) => {
      if (!live) return;
      setLoading(false);
      if (body.status !== API_STATUS.OK || !body.data) {
        setError(body.message || STATUS_MESSAGES[body.status] || '讀取車輛失敗。');
        return;
      }
      setCars(body.data.list.filter((car) => !car.deleted && keep(car)).sort((a, b) => a.carNo.localeCompare(b.carNo)));
    });
    return () => {
      live = false;
    };
  }, [keepKey, round, enabled]);

  return { cars, loading, error, reload: () => setRound((n) => n + 1) };
}

/** Whether a car matches what the user typed: car number or driver name, ignoring case and dashes. */
export function carMatches(car: Pick<CarRow, 'carNo' | 'driverName'>, keyword: string): boolean {
  const k = keyword.trim().toUpperCase().replace(/-/g, '');
  if (!k) return true;
  return car.carNo.toUpperCase().replace(/-/g, '').includes(k) || (car.driverName ?? '').toUpperCase().includes(k);
}
