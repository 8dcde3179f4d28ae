import { useState } from 'react';
import type { VideoRecord } from '../../../core/api/contract/video';
import { downloadVideoFile, fetchVideoCredential, fetchVideoLink } from '../../../core/api/video';
import { now } from '../../../core/clock';
import { formatTaipei } from '../../../core/format/taipei';
import { createExport, messageOf, type ExportResult } from '../../../core/resource';
import { linkExpired, videoDialogOf, type VideoDialogKind } from '../../../core/video';
import { Button, FieldError } from '../../shared/ui';
import { ExportControl } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { RecordedPlayer } from './recorded-player';
import { VideoDialog } from './video-dialogs';

export interface RecordActionsProps {
  record: VideoRecord;
  /** Names the record in button labels and the player (e.g. 'KLA-2381 前方鏡頭 2026-11-25 08:00–09:00'). */
  name: string;
  /** The record's link has expired for good: request the same range again (the 'links timeout' way out). */
  onRequestAgain?: (record: VideoRecord) => void;
  /** Opens the player at once (the request the user just followed). */
  playing?: boolean;
  /** Without 播放 (a row of a list). */
  noPlayer?: boolean;
}

export const DOWNLOAD_WORDS = {
  progress: '影片下載進度', cancel: '取消下載', busy: '下載中…', done: (fileName: string) => `已下載 ${fileName}`,
};

/**
 * What a completed record offers (spec 2.11, 7.11): 播放 in the page, 取得下載連結 (get-link: a link
 * that works until it expires), and 下載影片 (the mp4 fetched with progress and saved). 'links
 * timeout' from any of them opens its dialog.
 */
export function RecordActions({ record, name, onRequestAgain, playing = false, noPlayer = false }: RecordActionsProps) {
  const [showPlayer, setShowPlayer] = useState(playing);
  const [link, setLink] = useState<{ url: string; fileName: string; expiresAt: number } | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const [error, setError] = useState('');
  const [dialog, setDialog] = useState<VideoDialogKind | null>(null);
  const expired = linkExpired(record, now());
  const downloader = useResource(() => createExport<VideoRecord>(async (r, progress, signal) => {
    const cred = await fetchVideoCredential(r.uid);
    if (cred.status !== 0 || !cred.data) return { status: cred.status, message: cred.message };
    return downloadVideoFile(r.uid, cred.data.credential, r.fileName, progress, signal);
  }, '下載失敗，請稍後再試。'));

  function failed(status: number, message: string) {
    const kind = videoDialogOf(status);
    if (kind) setDialog(kind);
    else setError(message);
  }

  async function getLink() {
    setLinkBusy(true);
    setError('');
    const body = await fetchVideoLink(record.uid);
    setLinkBusy(false);
    if (body.status === 0 && body.data) setLink(body.data);
    else failed(body.status, messageOf(body, '無法取得下載連結，請稍後再試。'));
  }

  function renew() {
    setDialog(null);
    if (expired) onRequestAgain?.(record);
    else void getLink();
  }

  if (expired) {
    return (
      <div className="record-actions">
        <p className="record-note">下載連結已逾時，請重新調閱。</p>
        {onRequestAgain && <Button small onClick={() => onRequestAgain(record)} aria-label={`重新調閱 ${name}`}>重新調閱</Button>}
      </div>
    );
  }

  return (
    <div className="record-actions">
      <div className="record-buttons">
        {!noPlayer && <Button small variant={showPlayer ? 'secondary' : 'primary'} aria-pressed={showPlayer} aria-label={`${showPlayer ? '收起' : '播放'} ${name}`}
          onClick={() => setShowPlayer((on) => !on)}>{showPlayer ? '收起播放' : '播放'}</Button>}
        <Button small loading={linkBusy} onClick={() => void getLink()} aria-label={`取得下載連結 ${name}`}>取得下載連結</Button>
        <ExportControl exporter={downloader} input={record} label="下載影片" words={DOWNLOAD_WORDS} small
          onResult={(result: ExportResult) => { if (!result.ok) failed(result.status, result.message); }} />
      </div>
      {error && <FieldError>{error}</FieldError>}
      {link && (
        <p className="record-link">
          <a href={link.url} download={link.fileName}>{`下載連結：${link.fileName}`}</a>
          <span className="record-note">{`（${formatTaipei(link.expiresAt, 'MM-DD HH:mm')} 前有效）`}</span>
        </p>
      )}
      {showPlayer && !noPlayer && <RecordedPlayer record={record} label={`${name} 錄影`} onLinkTimeout={() => setDialog('timeout')} />}
      <VideoDialog kind={dialog} onClose={() => setDialog(null)} onRenew={expired && !onRequestAgain ? undefined : renew} recordExpired={expired} />
    </div>
  );
}

export const RECORD_ACTIONS_CSS = `
.record-actions { display: grid; gap: var(--_space-1); min-width: 0; }
.record-buttons { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.record-buttons .export-control { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.record-link { margin: 0; overflow-wrap: anywhere; }
.record-note { color: var(--_muted); margin: 0; font-size: 0.9em; }
.record-actions > .btn { justify-self: start; }
`;
