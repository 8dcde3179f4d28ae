import { useStore } from '@nanostores/react';
import type { CarRow } from '../../../core/api/contract/cars';
import type { VideoRecord } from '../../../core/api/contract/video';
import { listVideoRecords, requestVideo } from '../../../core/api/video';
import { formatTaipei } from '../../../core/format/taipei';
import { createListResource, messageOf, pageOf } from '../../../core/resource';
import { fileSizeLabel, readyRecordOf, videoRangeLabel, videoStatusLabel } from '../../../core/video';
import { ensureStandalone } from '../../shared/fleet/standalone';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import { NO_VIDEO_CSS } from '../../shared/fleet/no-video';
import { BADGE_CSS, DIALOG_CSS, showToast, StatusTag, ToastRegion, TOAST_CSS, uiCss, type DataTableColumn } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useLiveEvents } from '../../shared/ui/use-live-events';
import { useResource } from '../../shared/ui/use-resource';
import { RECORD_ACTIONS_CSS, RecordActions, recordName } from '../shared';
import { RECORDING_DAYS_CSS, RecordingDays } from './recording-days';
import { VIDEO_RECORD_STATUS_LABELS } from '../../../core/api/contract/vocabulary/video';
import { choicesOf } from '../../../core/catalogue/lookup';

export interface VideoRequestsProps {
  /** 'download' (default): the requests to download; 'index': the older index, by car and day. */
  view?: string;
  /** The car to list first (the filter's value). */
  carUid?: string;
  /** A row was opened (index view): the host shows /videoHistory for that car and day. */
  onVideoOpen?: (detail: { carUid: string; day: string; recordUid: string }) => void;
}

type Filters = { carUid?: string; status?: VideoRecord['status'] };

const STATUS_OPTIONS = choicesOf(VIDEO_RECORD_STATUS_LABELS);

const hasDvr = (car: CarRow) => !!car.udid && !!car.devices?.dvr;

const statusTag = (r: VideoRecord) => (
  <StatusTag tone={r.status === 'completed' ? 'success' : r.status === 'processing' ? 'info' : 'warning'}>{videoStatusLabel(r.status)}</StatusTag>
);

/**
 * The caller's recording requests (GET video-record, spec 7.11): state, and for the completed ones
 * the link and the download; an expired one can be requested again. A category 9 notice reloads it.
 */
export function VideoRequests({ view = 'download', carUid, onVideoOpen }: VideoRequestsProps) {
  ensureStandalone();
  const index = view === 'index';
  const fleet = useFleetCars(hasDvr, 'dvr');
  const list = useResource(() => createListResource<VideoRecord, Filters>({
    load: async (q) => pageOf(await listVideoRecords({ ...q.filters, offset: q.offset, limit: q.limit }), '讀取調閱紀錄失敗。'),
    filters: carUid ? { carUid } : {},
    errorText: '讀取調閱紀錄失敗。',
  }));
  const filteredCar = useStore(list.$state).filters.carUid ?? '';
  useLiveEvents((event) => !!readyRecordOf(event), () => void list.reload());

  async function requestAgain(r: VideoRecord) {
    const body = await requestVideo(r.carUid, { startTime: r.startTime, endTime: r.endTime, cache: false, channel: r.channel, resolution: r.resolution });
    if (body.status === 0) showToast(`已重新調閱 ${recordName(r)}，完成後會通知您。`, 'success');
    else showToast(messageOf(body, '調閱失敗，請稍後再試。'), 'error');
    void list.reload();
  }

  const filters: FilterField<Filters>[] = [
    { key: 'carUid', label: '車輛', kind: 'select', options: fleet.cars.map((c) => ({ value: c.uid, label: c.carNo })), allLabel: '全部車輛' },
    { key: 'status', label: '狀態', kind: 'select', options: STATUS_OPTIONS, allLabel: '全部狀態' },
  ];

  const downloadColumns: DataTableColumn<VideoRecord>[] = [
    { key: 'carNo', header: '車號', cell: (r) => r.carNo },
    { key: 'channel', header: '鏡頭', cell: (r) => `CH${r.channel}（${r.resolution}）` },
    { key: 'range', header: '時段', cell: (r) => videoRangeLabel(r.startTime, r.endTime, true) },
    { key: 'status', header: '狀態', cell: statusTag },
    { key: 'size', header: '大小', cell: (r) => fileSizeLabel(r.size) },
    {
      key: 'actions', header: '下載', cell: (r) => (r.status === 'processing'
        ? <span className="muted">處理中，完成後會通知您</span>
        : <RecordActions record={r} name={recordName(r)} noPlayer onRequestAgain={(x) => void requestAgain(x)} />),
    },
  ];
  const indexColumns: DataTableColumn<VideoRecord>[] = [
    { key: 'day', header: '日期', cell: (r) => formatTaipei(r.startTime, 'YYYY-MM-DD') },
    { key: 'carNo', header: '車號', cell: (r) => r.carNo },
    { key: 'channel', header: '鏡頭', cell: (r) => `CH${r.channel}（${r.resolution}）` },
    { key: 'range', header: '時段', cell: (r) => videoRangeLabel(r.startTime, r.endTime) },
    { key: 'status', header: '狀態', cell: statusTag },
    { key: 'createdAt', header: '申請時間', cell: (r) => formatTaipei(r.createdAt, 'YYYY-MM-DD HH:mm') },
  ];

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, NO_VIDEO_CSS, RECORD_ACTIONS_CSS, RECORDING_DAYS_CSS, OWN_CSS)}</style>
      <div className="video-requests" part="base">
        <ListPage<VideoRecord, Filters> key={view} heading={index ? '影像調閱紀錄' : '影像下載'} resource={list}
          filters={filters} columns={index ? indexColumns : downloadColumns} rowKey={(r) => r.uid} rowName={recordName}
          emptyText={index ? '還沒有調閱紀錄。' : '還沒有調閱的影像，請先到「影像調閱」申請。'}
          onRowActivate={index && onVideoOpen ? (r) => onVideoOpen({ carUid: r.carUid, day: formatTaipei(r.startTime, 'YYYY-MM-DD'), recordUid: r.uid }) : undefined} />
        {index && !filteredCar && <p className="muted">選擇車輛後查詢，可看到該車 SD 卡上各日期的錄影。</p>}
        {index && filteredCar && <RecordingDays carUid={filteredCar} onDayOpen={(day) => onVideoOpen?.({ carUid: filteredCar, day, recordUid: '' })} />}
      </div>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.video-requests { min-width: 0; display: grid; gap: var(--_space-3); }
.muted { color: var(--_muted); }
`;
