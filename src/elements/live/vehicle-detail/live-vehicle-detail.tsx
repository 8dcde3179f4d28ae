import { useStore } from '@nanostores/react';
import { $monitorFleet } from '../../../core/sockets';
import { LoadingState, SPINNER_CSS } from '../../shared/ui/spinner';
import { uiCss } from '../../shared/ui/ui-css';
import { VehicleDetail, type DetailCar } from './vehicle-detail';
import { lazy, Suspense } from 'react';

/** The truck's task under way, loaded on first use: the map's first bundle carries none of it (issue 27). */
const CarTask = lazy(() => import('./car-task'));
import { VEHICLE_DETAIL_CSS } from './vehicle-detail.css';

export interface LiveVehicleDetailProps {
  carUid?: string;
  /** Shows the follow switch (a host with a map); `following` is its state. */
  followable?: boolean;
  following?: boolean;
  /** Shows a close button. */
  closable?: boolean;
  onFollowChange?: (detail: { carUid: string; following: boolean }) => void;
  onDetailClose?: (detail: { carUid: string }) => void;
}

/**
 * One truck's details kept live from /fms-monitor. Subscribing opens the realtime connection (a
 * host that shows the monitor map has it open already); the panel waits for the first message.
 */
export function LiveVehicleDetail({ carUid, followable, following, closable, onFollowChange, onDetailClose }: LiveVehicleDetailProps) {
  // The fleet as columns: only this truck's record is built, not the whole fleet's (issue 26, 1).
  const data = useStore($monitorFleet);
  const car = carUid ? (data?.find(carUid) as DetailCar | undefined) : undefined;
  return (
    <>
      <style>{uiCss(SPINNER_CSS, VEHICLE_DETAIL_CSS)}</style>
      {!carUid ? <p part="base">未指定車輛</p>
        : car ? (
          <VehicleDetail car={car} following={following}
            moreFacts={<Suspense fallback={null}><CarTask carUid={car.carUid} carNo={car.carNo ?? ''} /></Suspense>}
            onFollowChange={followable ? (next) => onFollowChange?.({ carUid, following: next }) : undefined}
            onClose={closable ? () => onDetailClose?.({ carUid }) : undefined} />
        ) : data ? <p part="base" role="status">查無此車輛的即時資料</p>
          : <div part="base"><LoadingState text="等待即時資料…" /></div>}
    </>
  );
}
