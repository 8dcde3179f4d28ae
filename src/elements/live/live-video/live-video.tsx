import { useEffect, useState } from 'react';
import type { CarRow } from '../../../core/api/contract/cars';
import { CAR_PICKER_CSS, CarPicker } from '../../shared/fleet/car-picker';
import { NO_VIDEO_CSS } from '../../shared/fleet/no-video';
import { SEGMENTED_CSS } from '../../shared/fleet/segmented';
import { ensureStandalone } from '../../shared/fleet/standalone';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import { BADGE_CSS, BUTTON_CSS, EMPTY_STATE_CSS, EmptyState, LoadingState, SPINNER_CSS, uiCss, ResourceError } from '../../shared/ui';
import { ChannelGrid, parseLayout, type GridLayout } from './channel-grid';
import { LIVE_VIDEO_CSS } from './live-video.css';
import { useChannels } from './use-channels';

export interface LiveVideoProps {
  /** The car to show first (e.g. /realTime?carUid=). */
  carUid?: string;
  /** '1', '2' or '4' tiles at once; 4 by default. */
  layout?: string;
  /** Shows only the given car, without the car chooser (the app's web view /dvrForApp). */
  fixedCar?: boolean;
  /** The user chose another car (not sent for the car-uid attribute). */
  onCarSelect?: (detail: { carUid: string; carNo: string }) => void;
}

const hasDvr = (car: CarRow) => !!car.udid && !!car.devices?.dvr;

/** Live video (spec 2.11, 7.6 live-dvr, 7.11): choose a truck, watch its DVR channels live. */
export function LiveVideo({ carUid = '', layout, fixedCar = false, onCarSelect }: LiveVideoProps) {
  ensureStandalone();
  // Asked with a fixed car too: the title and the tiles' names carry its number.
  const fleet = useFleetCars(hasDvr, 'dvr');
  const [chosen, setChosen] = useState(carUid);
  const [grid, setGrid] = useState<GridLayout>(parseLayout(layout));
  useEffect(() => setChosen(carUid), [carUid]);
  useEffect(() => setGrid(parseLayout(layout)), [layout]);
  const { channels, loading, error, reload } = useChannels(chosen);
  const car = fleet.cars.find((c) => c.uid === chosen);
  const carNo = car?.carNo ?? '';

  function choose(uids: string[]) {
    const uid = uids[0] ?? '';
    setChosen(uid);
    const picked = fleet.cars.find((c) => c.uid === uid);
    if (picked) onCarSelect?.({ carUid: uid, carNo: picked.carNo });
  }

  return (
    <>
      <style>{uiCss(BUTTON_CSS, SPINNER_CSS, BADGE_CSS, EMPTY_STATE_CSS, NO_VIDEO_CSS, SEGMENTED_CSS, CAR_PICKER_CSS, LIVE_VIDEO_CSS)}</style>
      <section className={fixedCar ? 'live live-fixed' : 'live'} part="base" aria-label="即時影像">
        {!fixedCar && (
          <aside className="live-cars">
            <CarPicker label="選擇車輛" mode="single" cars={fleet.cars} loading={fleet.loading} error={fleet.error} onRetry={fleet.reload}
              selected={chosen ? [chosen] : []} onSelectedChange={choose} emptyText="沒有安裝行車影像設備（DVR）的車輛。" />
          </aside>
        )}
        <div className="live-main">
          <h2 className="live-title">{carNo ? `${carNo} 即時影像` : '即時影像'}</h2>
          {!chosen && <EmptyState heading="請先選擇車輛" description="從左側清單選擇一輛安裝 DVR 的車輛，即可觀看各鏡頭的即時影像。" />}
          {chosen && loading && <LoadingState text="讀取鏡頭頻道中…" />}
          {chosen && !loading && error && (
            <ResourceError heading="無法讀取鏡頭頻道" message={error} onRetry={reload} />
          )}
          {chosen && !loading && !error && !channels.length && (
            <EmptyState heading="此車沒有可用的鏡頭" description="這輛車未安裝行車影像設備（DVR），或尚未設定鏡頭頻道。" />
          )}
          {chosen && !loading && !error && channels.length > 0 && (
            <ChannelGrid channels={channels} carNo={carNo || (channels[0]?.udid ?? '')} layout={grid} onLayoutChange={setGrid} />
          )}
        </div>
      </section>
    </>
  );
}
