import { useEffect, useState } from 'react';
import type { CarRow } from '../../../core/api/contract/cars';
import { carStatusLabel } from '../../../core/catalogue';
import { CAR_PICKER_CSS, CarPicker } from '../../shared/fleet/car-picker';
import { SEGMENTED_CSS, Segmented } from '../../shared/fleet/segmented';
import { ensureStandalone } from '../../shared/fleet/standalone';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import {
  BADGE_CSS, BUTTON_CSS, EMPTY_STATE_CSS, LoadingState, SPINNER_CSS, TABS_CSS, uiCss, ResourceError,
} from '../../shared/ui';
import { DEVICE_DETAIL_CSS } from './device-detail.css';
import { DeviceTabs } from './device-tabs';
import { RANGE_OPTIONS, type RangeHours } from './range';
import { useDeviceDetail } from './use-device-detail';

export interface DeviceDetailProps {
  /** The car whose devices are shown; without it the user chooses one. */
  carUid?: string;
  /** The clock (ms); injectable for tests. */
  now?: () => number;
  /** The user chose a car in the chooser. */
  onCarSelect?: (detail: { carUid: string; carNo: string }) => void;
}

const hasExternalDevice = (car: CarRow) => !!car.udid && Object.keys(car.devices ?? {}).length > 0;

/** External device detail (spec 2.11, 3 'Device types', 4 TPMS): a car's devices in tabs. */
export function DeviceDetailView({ carUid = '', now = Date.now, onCarSelect }: DeviceDetailProps) {
  ensureStandalone();
  const [chosen, setChosen] = useState(carUid);
  useEffect(() => setChosen(carUid), [carUid]);
  const [hours, setHours] = useState<RangeHours>(24);
  const [tab, setTab] = useState('');
  const fleet = useFleetCars(hasExternalDevice, 'devices', !chosen);
  const { detail, loading, error, reload } = useDeviceDetail(chosen, hours, now);

  function choose(uids: string[]) {
    const car = fleet.cars.find((c) => c.uid === uids[0]);
    if (!car) return;
    setChosen(car.uid);
    onCarSelect?.({ carUid: car.uid, carNo: car.carNo });
  }

  return (
    <>
      <style>{uiCss(BUTTON_CSS, SPINNER_CSS, BADGE_CSS, EMPTY_STATE_CSS, TABS_CSS, SEGMENTED_CSS, CAR_PICKER_CSS, DEVICE_DETAIL_CSS)}</style>
      <section className="devices" part="base" aria-labelledby="devices-title">
        <header className="devices-head">
          <h2 id="devices-title">{detail ? `${detail.car.carNo} 外接設備` : '外接設備'}</h2>
          {detail && <span className="muted">{`${detail.car.model}・${carStatusLabel(detail.car.status) || detail.car.status}`}</span>}
          {chosen && <Segmented label="時間範圍" options={RANGE_OPTIONS} value={hours} onValueChange={setHours} />}
        </header>
        {!chosen && (
          <CarPicker label="選擇車輛" mode="single" cars={fleet.cars} loading={fleet.loading} error={fleet.error} onRetry={fleet.reload}
            selected={[]} onSelectedChange={choose} emptyText="沒有安裝外接設備的車輛。" />
        )}
        {chosen && loading && !detail && <LoadingState text="讀取外接設備資料中…" />}
        {chosen && error && <ResourceError heading="無法讀取外接設備資料" message={error} onRetry={reload} />}
        {chosen && detail && !error && (
          <div aria-busy={loading}><DeviceTabs detail={detail} selected={tab} onSelect={setTab} /></div>
        )}
      </section>
    </>
  );
}
