import { useStore } from '@nanostores/react';
import type { ResponseOf } from '../../../core/api/contract/endpoint';
import type { video } from '../../../core/api/contract/video';
import { fetchCarVideo } from '../../../core/api/video';
import { createItemResource, unwrap } from '../../../core/resource';
import { Button, EmptyState, LoadingState, ResourceError } from '../../shared/ui';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';

type CarVideo = ResponseOf<typeof video.carVideo>;

export interface RecordingDaysProps {
  carUid: string;
  /** A day was chosen: the host opens /videoHistory for that car and day. */
  onDayOpen: (day: string) => void;
}

const DAYS_ERROR = '讀取錄影日期失敗。';

/**
 * The older index of recordings (spec 2.11, /videoHistory/indexOld): for one car, the days of the
 * SD card's retention with the hours of footage (GET video-record/video/{carUid}), each opening
 * /videoHistory on that day.
 */
export function RecordingDays({ carUid, onDayOpen }: RecordingDaysProps) {
  const car = useLatest(carUid);
  const resource = useResource(() => createItemResource<CarVideo | null>({
    errorText: DAYS_ERROR,
    load: async () => (car.current ? unwrap(await fetchCarVideo(car.current), DAYS_ERROR) : null),
  }));
  const state = useStore(resource.$state);
  useReloadOn(carUid, resource.reload);
  const data = state.data?.carUid === carUid ? state.data : null;
  return (
    <section className="recording-days" aria-labelledby="recording-days-heading">
      <h3 id="recording-days-heading">{data ? `${data.carNo} 的錄影日期` : '錄影日期'}</h3>
      {!data && state.loading && <LoadingState text="讀取錄影日期中…" />}
      {!state.loading && state.error && <ResourceError heading="無法讀取錄影日期" message={state.error} onRetry={resource.reload} />}
      {data && !data.days.length && <EmptyState heading="這輛車沒有錄影" description="這輛車未安裝行車影像設備（DVR）。" />}
      {data && data.days.length > 0 && (
        <ul className="recording-day-list">
          {data.days.map((d) => (
            <li key={d.date}>
              <span className="recording-day">{d.date}</span>
              <span className="recording-hours">{d.hours ? `${d.hours} 小時有錄影` : '沒有錄影'}</span>
              <Button small disabled={!d.hours} aria-label={`調閱 ${data.carNo} ${d.date} 的影像`} onClick={() => onDayOpen(d.date)}>調閱此日</Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const RECORDING_DAYS_CSS = `
.recording-days { display: grid; gap: var(--_space-1); }
.recording-days h3 { margin: 0; font-size: 1em; }
.recording-day-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); gap: var(--_space-1); }
.recording-day-list li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-2); padding: var(--_space-1) var(--_space-2);
  border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
.recording-day { font-weight: 600; font-variant-numeric: tabular-nums; }
.recording-hours { color: var(--_muted); margin-right: auto; }
`;
