import type { VideoRecord } from '../../../core/api/contract/video';
import { fileSizeLabel, videoStatusLabel, type VideoRequestState } from '../../../core/video';
import { RecordActions, recordName } from '../shared';
import { Button, LoadingState, StatusTag } from '../../shared/ui';

export interface RequestPanelProps {
  state: VideoRequestState;
  onRequestAgain: (record: VideoRecord) => void;
  onDismiss: () => void;
}

/**
 * The request being followed: 處理中 with an indeterminate bar until the category 9 notice (or the
 * polling fallback) says it is ready, then its play, link and download actions.
 */
export function RequestPanel({ state, onRequestAgain, onDismiss }: RequestPanelProps) {
  if (state.kind === 'idle' || state.kind === 'failed') return null;
  if (state.kind === 'sending') return <section className="vh-request" aria-label="調閱進度"><LoadingState text="送出調閱中…" /></section>;
  const record = state.record;
  const name = recordName(record);
  return (
    <section className="vh-request" aria-label="調閱進度" aria-busy={state.kind === 'processing'}>
      <div className="vh-request-head">
        <h3>{name}</h3>
        <StatusTag tone={state.kind === 'ready' ? 'success' : state.kind === 'processing' ? 'info' : 'warning'}>
          {videoStatusLabel(state.kind === 'ready' ? 'completed' : record.status)}
        </StatusTag>
      </div>
      <p className="vh-request-state" role="status">
        {state.kind === 'processing' && '影像處理中：車機正在上傳，完成時會收到「影片」通知，這裡也會自動更新。'}
        {state.kind === 'ready' && `影像調閱完成${record.size ? `（${fileSizeLabel(record.size)}）` : ''}，可以播放或下載。`}
        {state.kind === 'expired' && '這段影像的下載連結已逾時。'}
      </p>
      {state.kind === 'processing' && <progress className="vh-progress" aria-label="影像處理進度" />}
      {state.kind !== 'processing' && <RecordActions key={record.uid} record={record} name={name} playing={state.kind === 'ready'} onRequestAgain={onRequestAgain} />}
      <div><Button small variant="link" onClick={onDismiss}>調閱其他時段</Button></div>
    </section>
  );
}

export const REQUEST_PANEL_CSS = `
.vh-request { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2); display: grid; gap: var(--_space-1); background: var(--_surface); min-width: 0; }
.vh-request-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1); }
.vh-request-head h3 { margin: 0; font-size: 1em; overflow-wrap: anywhere; }
.vh-request-state { margin: 0; }
.vh-progress { width: 100%; }
`;
