import { useEffect, useState } from 'react';
import type { CarRow } from '../../../core/api/contract/cars';
import type { VideoRecord } from '../../../core/api/contract/video';
import { VIDEO_RANGE_FIELD_LABELS } from '../../../core/api/contract/vocabulary/video';
import { now } from '../../../core/clock';
import { checkVideoRange, videoDayBounds, videoDayOf, videoDayRange, videoDialogOf, type VideoRangeField } from '../../../core/video';
import { CAR_PICKER_CSS, CarPicker } from '../../shared/fleet/car-picker';
import { NO_VIDEO_CSS } from '../../shared/fleet/no-video';
import { ensureStandalone } from '../../shared/fleet/standalone';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import {
  BADGE_CSS, BUTTON_CSS, DATE_PICKER_CSS, DIALOG_CSS, EMPTY_STATE_CSS, EmptyState, ErrorSummary, ERROR_SUMMARY_CSS, FORM_CSS,
  LoadingState, SPINNER_CSS, TOAST_CSS, ToastRegion, uiCss, ResourceError,
} from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { RECORD_ACTIONS_CSS, RECORDED_PLAYER_CSS, useVideoRequest, VideoDialog } from '../shared';
import { RequestForm, REQUEST_FORM_CSS, type RequestDraft } from './request-form';
import { RequestPanel, REQUEST_PANEL_CSS } from './request-panel';
import { SD_CHECK_CSS, SdCheck } from './sd-check';
import { useCarVideo } from './use-car-video';

export interface VideoHistoryProps {
  /** The car chosen first (e.g. /videoHistory?carUid=). */
  carUid?: string;
  /** The day chosen first, 'YYYY-MM-DD' (Taipei); today by the console's clock when absent. */
  day?: string;
  /** The user chose another car (not sent for the car-uid attribute). */
  onCarSelect?: (detail: { carUid: string; carNo: string }) => void;
  /** The user chose another day ('YYYY-MM-DD'), e.g. to keep it in the address. */
  onDaySelect?: (detail: { day: string }) => void;
  /** The user sent a recording request; detail names the record. */
  onVideoRequest?: (detail: { recordUid: string; carUid: string; startTime: number; endTime: number }) => void;
}

const hasDvr = (car: CarRow) => !!car.udid && !!car.devices?.dvr;
const hh = (hour: number) => String(hour).padStart(2, '0');

export const FIELD_IDS: Record<VideoRangeField, string> = { day: 'vh-day', from: 'vh-from', to: 'vh-to' };

/**
 * Video history (spec 2.11, 3 'Video record', 7.11, 9): choose a DVR truck and a day, check each
 * channel's SD card, request a recording of a range of the day, follow it until it is ready, then
 * play it, get its link or download it.
 */
export function VideoHistory({ carUid = '', day, onCarSelect, onDaySelect, onVideoRequest }: VideoHistoryProps) {
  ensureStandalone();
  const fleet = useFleetCars(hasDvr, 'dvr');
  const [chosen, setChosen] = useState(carUid);
  const bounds = videoDayBounds(now());
  const [draft, setDraft] = useState<RequestDraft>(() => ({
    day: day || videoDayOf(now()), from: '', to: '', channel: '1', resolution: '720p', cache: true,
  }));
  const [errors, setErrors] = useState<Partial<Record<VideoRangeField, string>>>({});
  const { carVideo, loading, error, reload } = useCarVideo(chosen);
  const request = useVideoRequest();
  const [dismissedFailure, setDismissedFailure] = useState(false);
  useEffect(() => setChosen(carUid), [carUid]);
  useEffect(() => {
    if (day) setDraft((was) => ({ ...was, day }));
  }, [day]);
  useEffect(() => {
    // A channel the new car lacks falls back to its first.
    if (carVideo && !carVideo.channels.some((c) => String(c.index) === draft.channel)) {
      setDraft((was) => ({ ...was, channel: String(carVideo.channels[0]?.index ?? 1) }));
    }
  }, [carVideo]);

  const car = fleet.cars.find((c) => c.uid === chosen);
  const carNo = carVideo?.carNo ?? car?.carNo ?? '';
  const range = checkVideoRange(draft, now());
  const dayRange = videoDayRange(draft.day);

  function choose(uids: string[]) {
    const uid = uids[0] ?? '';
    setChosen(uid);
    request.reset();
    const picked = fleet.cars.find((c) => c.uid === uid);
    if (picked) onCarSelect?.({ carUid: uid, carNo: picked.carNo });
  }

  async function send(over: Partial<RequestDraft> = {}) {
    const next = { ...draft, ...over };
    if (Object.keys(over).length) setDraft(next);
    const checked = checkVideoRange(next, now());
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      return;
    }
    setErrors({});
    setDismissedFailure(false);
    const r = await request.send(chosen, { startTime: checked.startTime, endTime: checked.endTime, cache: next.cache, channel: Number(next.channel), resolution: next.resolution });
    if (r) onVideoRequest?.({ recordUid: r.uid, carUid: r.carUid, startTime: r.startTime, endTime: r.endTime });
  }

  async function requestAgain(record: VideoRecord) {
    const r = await request.send(record.carUid, { startTime: record.startTime, endTime: record.endTime, cache: false, channel: record.channel, resolution: record.resolution });
    if (r) onVideoRequest?.({ recordUid: r.uid, carUid: r.carUid, startTime: r.startTime, endTime: r.endTime });
  }

  const failure = request.state.kind === 'failed' && !dismissedFailure ? request.state : null;
  const dialog = failure ? videoDialogOf(failure.status) : null;
  const failureField = failure && !dialog && (failure.field === 'startTime' ? 'from' : failure.field === 'endTime' ? 'to' : null);
  const shownErrors = failureField ? { ...errors, [failureField]: failure!.message } : errors;
  const summary = Object.entries(shownErrors).map(([field, message]) => ({ fieldId: FIELD_IDS[field as VideoRangeField], message: `${VIDEO_RANGE_FIELD_LABELS[field as VideoRangeField]}：${message}` }));

  return (
    <>
      <style>{uiCss(BUTTON_CSS, SPINNER_CSS, BADGE_CSS, EMPTY_STATE_CSS, FORM_CSS, ...DATE_PICKER_CSS, ERROR_SUMMARY_CSS, DIALOG_CSS, TOAST_CSS, PAGE_KIT_CSS,
        NO_VIDEO_CSS, CAR_PICKER_CSS, SD_CHECK_CSS, REQUEST_FORM_CSS, REQUEST_PANEL_CSS, RECORD_ACTIONS_CSS, RECORDED_PLAYER_CSS, VIDEO_HISTORY_CSS)}</style>
      <section className="vh" part="base" aria-label="影像調閱">
        <aside className="vh-cars">
          <CarPicker label="選擇車輛" mode="single" cars={fleet.cars} loading={fleet.loading} error={fleet.error} onRetry={fleet.reload}
            selected={chosen ? [chosen] : []} onSelectedChange={choose} emptyText="沒有安裝行車影像設備（DVR）的車輛。" />
        </aside>
        <div className="vh-main">
          <h2 className="vh-title">{carNo ? `${carNo} 影像調閱` : '影像調閱'}</h2>
          {!chosen && <EmptyState heading="請先選擇車輛" description="選擇一輛安裝 DVR 的車輛與日期，即可檢查 SD 卡並調閱錄影。" />}
          {chosen && loading && <LoadingState text="讀取鏡頭資料中…" />}
          {chosen && !loading && error && <ResourceError heading="無法讀取鏡頭資料" message={error} onRetry={reload} />}
          {chosen && carVideo && !carVideo.channels.length && (
            <EmptyState heading="此車沒有可調閱的鏡頭" description="這輛車未安裝行車影像設備（DVR），或尚未設定鏡頭頻道。" />
          )}
          {chosen && carVideo && carVideo.channels.length > 0 && (
            <>
              {summary.length > 0 && <ErrorSummary errors={summary} />}
              {failure && !dialog && !failureField && <p className="vh-failure" role="alert">{failure.message}</p>}
              <RequestForm carVideo={carVideo} draft={draft} errors={shownErrors} bounds={bounds} sending={request.state.kind === 'sending'}
                onDraftChange={(next) => {
                  if (next.day !== draft.day && videoDayRange(next.day)) onDaySelect?.({ day: next.day });
                  setDraft(next);
                  setErrors({});
                  setDismissedFailure(true);
                }}
                onSubmit={() => void send()} clipStart={range.ok ? range.startTime : null} />
              <RequestPanel state={request.state} onRequestAgain={(r) => void requestAgain(r)} onDismiss={request.reset} />
              {dayRange && (
                <SdCheck carVideo={carVideo} day={draft.day} dayStart={dayRange.startTime}
                  onHourPick={(channel, hour) => { setDraft((was) => ({ ...was, channel: String(channel), from: `${hh(hour)}:00`, to: `${hh(hour)}:59` })); setErrors({}); }} />
              )}
            </>
          )}
        </div>
      </section>
      <VideoDialog kind={dialog} onClose={() => setDismissedFailure(true)}
        onOtherResolution={() => void send({ resolution: '720p' })} onRenew={() => void send({ cache: false })} recordExpired />
      <ToastRegion />
    </>
  );
}

const VIDEO_HISTORY_CSS = `
:host { display: block; container-type: inline-size; }
.vh { display: grid; grid-template-columns: minmax(200px, 260px) minmax(0, 1fr); gap: var(--_space-3); align-items: start; }
.vh-main { display: grid; gap: var(--_space-2); min-width: 0; }
.vh-title { margin: 0; font-size: 1.25em; }
.vh-failure { margin: 0; color: var(--_danger); }
@container (max-width: 720px) { .vh { grid-template-columns: minmax(0, 1fr); } }
`;
