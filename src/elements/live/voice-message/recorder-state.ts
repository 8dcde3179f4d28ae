import { VOICE_LIMITS } from '../../../core/api/contract/voice';

/**
 * The voice recorder as a pure state machine: what the record button, the timer, the preview and
 * the messages show follows from this state alone, so every path is tested without a microphone.
 */
export type BlockReason = 'denied' | 'unavailable' | 'unsupported';

export interface Clip {
  blob: Blob;
  /** Seconds, > 0. */
  seconds: number;
  fileName: string;
  source: 'recording' | 'file';
}

export type RecorderState =
  | { phase: 'idle'; error?: string }
  | { phase: 'requesting' }
  | { phase: 'recording'; startedAt: number; elapsed: number }
  | { phase: 'ready'; clip: Clip }
  | { phase: 'blocked'; reason: BlockReason; error?: string };

export type RecorderAction =
  | { type: 'request' }
  | { type: 'start'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'stop'; blob: Blob; at: number; mimeType: string }
  | { type: 'block'; reason: BlockReason }
  | { type: 'file'; clip: Clip }
  | { type: 'reject'; error: string }
  | { type: 'discard' };

export const MAX_SECONDS = VOICE_LIMITS.maxSeconds;

export const BLOCK_MESSAGES: Record<BlockReason, string> = {
  denied: '無法使用麥克風：權限已被拒絕。請在瀏覽器的網站設定中允許使用麥克風，或改為選擇音訊檔案。',
  unavailable: '找不到可用的麥克風。請接上麥克風後再試，或改為選擇音訊檔案。',
  unsupported: '此瀏覽器不支援錄音，請改為選擇音訊檔案。',
};

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** The base type of a clip, with the aliases browsers use folded ('audio/x-wav' → 'audio/wav'). */
export function baseAudioType(mime: string): string {
  const base = mime.split(';')[0].trim().toLowerCase();
  if (base === 'audio/mp3') return 'audio/mpeg';
  if (base === 'audio/x-wav' || base === 'audio/wave' || base === 'audio/vnd.wave') return 'audio/wav';
  return base;
}

export const elapsedSeconds = (startedAt: number, at: number) => Math.min(MAX_SECONDS, Math.max(0, (at - startedAt) / 1000));

export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'request':
      return state.phase === 'recording' || state.phase === 'requesting' ? state : { phase: 'requesting' };
    case 'start':
      return state.phase === 'requesting' ? { phase: 'recording', startedAt: action.at, elapsed: 0 } : state;
    case 'tick':
      return state.phase === 'recording' ? { ...state, elapsed: elapsedSeconds(state.startedAt, action.at) } : state;
    case 'stop': {
      if (state.phase !== 'recording') return state;
      const seconds = Math.round(elapsedSeconds(state.startedAt, action.at) * 10) / 10;
      if (seconds <= 0 || !action.blob.size) return { phase: 'idle', error: '錄音時間太短，請再錄一次。' };
      const type = baseAudioType(action.mimeType || action.blob.type || 'audio/webm');
      return { phase: 'ready', clip: { blob: action.blob, seconds, fileName: `voice.${EXTENSIONS[type] ?? 'webm'}`, source: 'recording' } };
    }
    case 'block':
      return { phase: 'blocked', reason: action.reason };
    case 'file':
      return { phase: 'ready', clip: action.clip };
    case 'reject':
      return state.phase === 'blocked' ? { ...state, error: action.error } : { phase: 'idle', error: action.error };
    case 'discard':
      return state.phase === 'blocked' ? { phase: 'blocked', reason: state.reason } : { phase: 'idle' };
    default:
      return state;
  }
}

/** A recording must stop by itself at the 60 s cap (spec: at most VOICE_LIMITS.maxSeconds). */
export const mustStop = (state: RecorderState, at: number) =>
  state.phase === 'recording' && (at - state.startedAt) / 1000 >= MAX_SECONDS;

/** Which microphone failure a getUserMedia rejection is. */
export function blockReasonOf(error: unknown): BlockReason {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'unavailable';
}

/** Why a chosen file cannot be sent, or '' when it can (VOICE_LIMITS). */
export function fileProblem(type: string, size: number, seconds: number): string {
  if (!(VOICE_LIMITS.mimeTypes as readonly string[]).includes(baseAudioType(type))) return '音訊檔格式須為 webm、ogg、mp3 或 wav。';
  if (size > VOICE_LIMITS.maxBytes) return '音訊檔不可超過 2 MB。';
  if (!(seconds > 0)) return '無法讀取音訊長度，請換一個檔案。';
  if (seconds > MAX_SECONDS) return `語音長度不可超過 ${MAX_SECONDS} 秒。`;
  return '';
}

/** mm:ss of a number of seconds, for the timer. */
export function clockText(seconds: number): string {
  const s = Math.floor(Math.max(0, seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
