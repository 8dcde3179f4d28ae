import { useEffect, useRef, useState } from 'react';
import type { MonitorCar } from '../../../../core/api/contract/message';
import { listMonitorCars } from '../../../../core/api/monitor';
import { FleetReader, MonitorFleet } from '../../../../core/monitor-feed';
import { $monitorFleet } from '../../../../core/sockets';

export interface FleetState {
  /** null until the first answer. */
  fleet: MonitorFleet | null;
  error: string | null;
  /** True once a realtime message has arrived. */
  live: boolean;
}

const PAGE = 1000;

/** Every page of driving-monitor/v0/car/list (the call answers 1,000 at most), as a fleet. */
export async function loadMonitorCars(): Promise<{ fleet: MonitorFleet } | { error: string }> {
  const cars: MonitorCar[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const body = await listMonitorCars({ offset, limit: PAGE });
    if (body.status !== 0 || !body.data) return { error: body.message ?? '無法載入車輛資料' };
    cars.push(...body.data.list);
    if (body.data.list.length < PAGE || cars.length >= body.data.total) return { fleet: MonitorFleet.EMPTY.apply(new FleetReader().readList(cars)) };
  }
}

/**
 * The monitor's trucks: the first paint from driving-monitor/v0/car/list, then every /fms-monitor
 * message (decoded in a Worker, $monitorFleet), each of which replaces the data whole (spec 4). The
 * realtime feed opens once `live` is true (the monitor: once the first trucks are drawn, so the
 * socket.io chunk is not fetched before them, issue 23, 7). A late first-paint answer never
 * overwrites newer realtime data.
 */
export function useFleet(reloadKey = 0, live = true): FleetState {
  const [state, setState] = useState<FleetState>({ fleet: null, error: null, live: false });
  const liveArrived = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void loadMonitorCars().then((result) => {
      if (cancelled || liveArrived.current) return;
      setState('error' in result ? { fleet: null, error: result.error, live: false } : { fleet: result.fleet, error: null, live: false });
    });
    return () => {
      cancelled = true;
    };
  }, [reloadKey]);

  useEffect(() => {
    if (!live) return undefined;
    return $monitorFleet.subscribe((fleet) => {
      if (!fleet) return;
      liveArrived.current = true;
      setState({ fleet: fleet as MonitorFleet, error: null, live: true });
    });
  }, [live]);

  return state;
}
