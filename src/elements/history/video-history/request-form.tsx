import type { FormEvent } from 'react';
import { MEDIA_CODE } from '../../../core/api/contract/stream';
import type { Resolution } from '../../../core/api/contract/video';
import { VIDEO_RANGE_FIELD_LABELS } from '../../../core/api/contract/vocabulary/video';
import { askMedia, downloadClip, mediaQuery } from '../../../core/api/stream';
import { createExport } from '../../../core/resource';
import type { VideoRangeDraft, VideoRangeField } from '../../../core/video';
import { DOWNLOAD_WORDS } from '../shared';
import { Button, Checkbox, DatePicker, Select, TextInput } from '../../shared/ui';
import { ExportControl } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import type { CarVideo } from './use-car-video';

export interface RequestDraft extends VideoRangeDraft {
  channel: string;
  resolution: Resolution;
  cache: boolean;
}

export interface RequestFormProps {
  carVideo: CarVideo;
  draft: RequestDraft;
  onDraftChange: (draft: RequestDraft) => void;
  errors: Partial<Record<VideoRangeField, string>>;
  bounds: { min: string; max: string };
  sending: boolean;
  onSubmit: () => void;
  /** The instant the 5-minute clip starts at, or null while the range is not valid. */
  clipStart: number | null;
}

const RESOLUTIONS: Resolution[] = ['1080p', '720p', '480p'];

/** The ASK_DOWNLOAD clip (spec 7.11): ask_media for an mp4 url, then the mp4 fetched with the bearer token. */
const clipExport = () => createExport<{ udid: string; channel: number; at: number; fileName: string }>(async (input, progress, signal) => {
  const answer = await askMedia(mediaQuery(input.udid, input.channel, input.at, 'ASK_DOWNLOAD'));
  if (answer.status !== 0 || !answer.data) return { status: answer.status, message: answer.message };
  // Spec 8 'Camera media': a missing url or a negative code gives no video.
  if (answer.data.code < MEDIA_CODE.OK || !answer.data.url) return { status: -1, message: '無影像：這個時間點沒有錄影。' };
  return downloadClip(answer.data.url, input.fileName, progress, signal);
}, '片段下載失敗，請稍後再試。');

/**
 * The request of spec 2.11 and 3: a day (start to end of it by default), a time range within it,
 * the channel, the resolution and the cache flag (reuse an earlier identical request). Checks run
 * before sending (core checkVideoRange); nothing typed is lost on an error.
 */
export function RequestForm({ carVideo, draft, onDraftChange, errors, bounds, sending, onSubmit, clipStart }: RequestFormProps) {
  const set = (patch: Partial<RequestDraft>) => onDraftChange({ ...draft, ...patch });
  const clip = useResource(clipExport);
  const channel = carVideo.channels.find((c) => String(c.index) === draft.channel);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="vh-form" aria-label="調閱影像" noValidate onSubmit={submit}>
      <div className="vh-fields">
        <DatePicker id="vh-day" label={VIDEO_RANGE_FIELD_LABELS.day} required value={draft.day} min={bounds.min} max={bounds.max} error={errors.day}
          onValueChange={(day) => set({ day })} />
        <Select label="鏡頭" value={draft.channel} options={carVideo.channels.map((c) => ({ value: String(c.index), label: `${c.name}（CH${c.index}）` }))}
          onChange={(e) => set({ channel: e.target.value })} />
        <Select label="畫質" value={draft.resolution}
          options={RESOLUTIONS.map((r) => ({ value: r, label: channel && !channel.resolutions.includes(r) ? `${r}（此鏡頭未錄）` : r }))}
          onChange={(e) => set({ resolution: e.target.value as Resolution })} />
        <TextInput id="vh-from" label={VIDEO_RANGE_FIELD_LABELS.from} type="time" value={draft.from} error={errors.from} hint="空白為當天 00:00"
          onChange={(e) => set({ from: e.target.value })} />
        <TextInput id="vh-to" label={VIDEO_RANGE_FIELD_LABELS.to} type="time" value={draft.to} error={errors.to} hint="空白為當天結束"
          onChange={(e) => set({ to: e.target.value })} />
      </div>
      <Checkbox label="沿用已調閱的相同影像（快取）" checked={draft.cache} onChange={(e) => set({ cache: e.target.checked })}
        hint="取消勾選會重新向車機調閱。" />
      <div className="vh-form-actions">
        <Button type="submit" variant="primary" loading={sending}>調閱影像</Button>
        {clipStart !== null && channel && (
          <ExportControl exporter={clip} label="下載 5 分鐘片段" words={DOWNLOAD_WORDS}
            input={{ udid: carVideo.udid, channel: channel.index, at: clipStart, fileName: `${carVideo.carNo}_CH${channel.index}_${clipStart}.mp4` }} />
        )}
      </div>
    </form>
  );
}

export const REQUEST_FORM_CSS = `
.vh-form { display: grid; gap: var(--_space-2); }
.vh-fields { display: grid; gap: var(--_space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr)); align-items: start; }
.vh-form-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.vh-form-actions .export-control { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
`;
