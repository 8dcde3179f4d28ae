import { useEffect, useRef, useState } from 'react';
import { listMonitorCars } from '../../../../core/api/monitor';
import { $monitorData } from '../../../../core/sockets';
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
 * message, each of which replaces the data whole (spec 4). The realtime feed opens once `live` is
 * true (the monitor: once the first trucks are drawn, so the socket.io chunk is not fetched before
 * them, issue 23, 7). A late first-paint answer never overwrites newer realtime data.
 */
export function useFleet(reloadKey = 0, live = true): FleetState {
  const [state, setState] = useState<FleetState>({ cars: null, error: null, live: false });
  const liveArrived = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void loadMonitorCars().then((result) => {
      if (cancelled || liveArrived.current) return;
      setState('error' in result ? { cars: null, error: result.error, live: false } : { cars: result.cars, error: null, live: false });
    });
    return () => {
      cancelled = true;
    };
  }, [reloadKey]);

  useEffect(() => {
    if (!live) return undefined;
    return $monitorData.subscribe((data) => {
      if (!data) return;
      liveArrived.current = true;
      setState({ cars: data.map(toFleetCar), error: null, live: true });
    });
  }, [live]);

  return state;
}
