import { useEffect, useId, useState } from 'react';
import { Button } from '../../shared/ui';
import { BLOCK_MESSAGES, clockText, MAX_SECONDS, type Clip, type RecorderState } from './recorder-state';

export interface RecorderPanelProps {
  state: RecorderState;
  onStart: () => void;
  onStop: () => void;
  onFile: (file: File) => void;
  onDiscard: () => void;
}

/** A blob URL for the clip's preview, revoked when the clip changes or the panel goes. */
function usePreviewUrl(clip: Clip | null): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!clip) return undefined;
    const made = URL.createObjectURL(clip.blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl('');
    };
  }, [clip]);
  return url;
}

/**
 * Record (or choose) one clip: the record / stop button with its timer and the 60 s cap, the
 * microphone's refusal in words, the file fallback, and a preview to listen to before sending.
 */
export function RecorderPanel({ state, onStart, onStop, onFile, onDiscard }: RecorderPanelProps) {
  const id = useId();
  const clip = state.phase === 'ready' ? state.clip : null;
  const preview = usePreviewUrl(clip);
  const recording = state.phase === 'recording';
  const error = state.phase === 'idle' || state.phase === 'blocked' ? state.error : undefined;

  return (
    <div className="recorder">
      <div className="recorder-row">
        {recording
          ? <Button variant="danger" onClick={onStop}>停止錄音</Button>
          : <Button variant="primary" disabled={state.phase === 'requesting'} onClick={onStart}>{state.phase === 'requesting' ? '等待麥克風…' : '開始錄音'}</Button>}
        <span className={recording ? 'timer on' : 'timer'} role="timer" aria-label="錄音時間">
          {recording && <span className="rec-dot" aria-hidden="true" />}
          {`${clockText(recording ? state.elapsed : clip?.seconds ?? 0)} / ${clockText(MAX_SECONDS)}`}
        </span>
      </div>
      {recording && <p className="hint">錄音中，最長 {MAX_SECONDS} 秒，時間到會自動停止。</p>}
      {state.phase === 'blocked' && <p className="recorder-alert" role="alert">{BLOCK_MESSAGES[state.reason]}</p>}
      {error && <p className="recorder-alert" role="alert">{error}</p>}
      <div className="file-pick">
        <label htmlFor={`${id}-file`}>或選擇音訊檔案（webm、ogg、mp3、wav，最長 {MAX_SECONDS} 秒、2 MB）</label>
        <input id={`${id}-file`} type="file" accept="audio/webm,audio/ogg,audio/mpeg,audio/wav,.webm,.ogg,.mp3,.wav"
          disabled={recording}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }} />
      </div>
      {clip && (
        <div className="preview">
          <p className="preview-title">{`試聽：${clip.source === 'file' ? clip.fileName : '錄音'}（${clip.seconds.toFixed(1)} 秒）`}</p>
          {preview && <audio controls src={preview} aria-label="試聽語音" />}
          <Button small onClick={onDiscard}>捨棄</Button>
        </div>
      )}
    </div>
  );
}
