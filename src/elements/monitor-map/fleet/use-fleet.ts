import { useEffect, useState } from 'react';
import { listMonitorCars } from '../../../core/api/monitor';
import { $monitorData } from '../../../core/sockets';
import { toFleetCar, type FleetCar } from './records';

export interface FleetState {
  /** null until the first answer. */
  cars: FleetCar[] | null;
  error: string | null;
  /** True once a realtime message has arrived. */
  live: boolean;
}

const PAGE = 1000;

/** Every page of driving-monitor/v0/car/list (the call answers 1,000 at most). */
export async function loadMonitorCars(): Promise<{ cars: FleetCar[] } | { error: string }> {
  const cars: FleetCar[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const body = await listMonitorCars({ offset, limit: PAGE });
    if (body.status !== 0 || !body.data) return { error: body.message ?? '無法載入車輛資料' };
    cars.push(...body.data.list.map(toFleetCar));
    if (body.data.list.length < PAGE || cars.length >= body.data.total) return { cars };
  }
}

/**
 * The monitor's trucks: the first paint from driving-monitor/v0/car/list, then every /fms-monitor
 * message, each of which replaces the data whole (spec 4). A late first-paint answer never
 * overwrites newer realtime data.
 */
export function useFleet(reloadKey = 0): FleetState {
  const [state, setState] = useState<FleetState>({ cars: null, error: null, live: false });

  useEffect(() => {
    let live = false;
    let cancelled = false;
    const unsubscribe = $monitorData.subscribe((data) => {
      if (!data) return;
      live = true;
      setState({ cars: data.map(toFleetCar), error: null, live: true });
    });
    void loadMonitorCars().then((result) => {
      if (cancelled || live) return;
      setState('error' in result ? { cars: null, error: result.error, live: false } : { cars: result.cars, error: null, live: false });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [reloadKey]);

  return state;
}
