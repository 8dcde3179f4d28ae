import { VIDEO_STATUS, type VideoRecord } from '../api/contract/video';
import { NOTIFICATION_CATEGORY } from '../api/contract/vocabulary/notifications';
import { VIDEO_RECORD_STATUS_LABELS } from '../api/contract/vocabulary/video';

/**
 * Following one recording request (spec 2.11 'Video history', 7.11, 9 category 9): sent, then
 * processing until the recorder has uploaded it, then ready (a link until expiresAt), or expired,
 * or failed with the server's reason. A pure reducer, so the element only feeds it what happened.
 */
export type VideoRequestState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'processing'; record: VideoRecord }
  | { kind: 'ready'; record: VideoRecord }
  | { kind: 'expired'; record: VideoRecord }
  | { kind: 'failed'; message: string; status: number; field?: string };

export type VideoRequestEvent =
  | { type: 'send' }
  /** The request's answer, or a newer copy of the record (polling, the list). */
  | { type: 'record'; record: VideoRecord }
  /** A category 9 notification named this record ready. */
  | { type: 'notified'; recordUid: string; at: number }
  | { type: 'fail'; status: number; message: string; field?: string }
  | { type: 'reset' };

export const VIDEO_REQUEST_IDLE: VideoRequestState = { kind: 'idle' };

/** The state a record's own status gives. */
export function stateOfRecord(record: VideoRecord): VideoRequestState {
  if (record.status === 'processing') return { kind: 'processing', record };
  if (record.status === 'expired') return { kind: 'expired', record };
  return { kind: 'ready', record };
}

const recordOf = (state: VideoRequestState): VideoRecord | null => ('record' in state ? state.record : null);

export function nextVideoRequestState(state: VideoRequestState, event: VideoRequestEvent): VideoRequestState {
  switch (event.type) {
    case 'send':
      return { kind: 'sending' };
    case 'reset':
      return VIDEO_REQUEST_IDLE;
    case 'fail':
      return { kind: 'failed', status: event.status, message: event.message, ...(event.field ? { field: event.field } : {}) };
    case 'record': {
      const mine = recordOf(state);
      // A copy of another record (an old poll answer) never replaces the one followed.
      if (mine && mine.uid !== event.record.uid) return state;
      // A stale 'processing' copy does not undo a record already known ready.
      if (state.kind === 'ready' && event.record.status === 'processing') return state;
      if (state.kind === 'sending' || mine) return stateOfRecord(event.record);
      return state;
    }
    case 'notified': {
      if (state.kind !== 'processing' || state.record.uid !== event.recordUid) return state;
      // Ready now; the exact size and expiry arrive with the next copy of the record.
      return { kind: 'ready', record: { ...state.record, status: 'completed', completedAt: event.at } };
    }
    default:
      return state;
  }
}

/** Whether polling should go on: only while the record is processing. */
export const isFollowing = (state: VideoRequestState): boolean => state.kind === 'processing';

/**
 * The polling fallback's delay when the notification does not come (socket down, notifications of
 * category 9 switched off): 3 s, then a little longer each time, at most 15 s.
 */
export function pollDelay(attempt: number): number {
  return Math.min(15_000, 3_000 + Math.max(0, attempt) * 2_000);
}

/** The record uid a category 9 notification says is ready, or null when it is not such a notice. */
export function readyRecordOf(event: { category?: number; code?: string; data?: Record<string, unknown> } | null | undefined): string | null {
  if (!event || Number(event.category) !== NOTIFICATION_CATEGORY.video) return null;
  const uid = event.data?.videoRecordUid;
  return typeof uid === 'string' && uid ? uid : null;
}

/** The two named dialogs of spec 2.11, from a call's status: '1080p not exist' and 'links timeout'. */
export type VideoDialogKind = 'resolution' | 'timeout';

export function videoDialogOf(status: number): VideoDialogKind | null {
  if (status === VIDEO_STATUS.RESOLUTION_NOT_EXIST) return 'resolution';
  if (status === VIDEO_STATUS.LINK_TIMEOUT) return 'timeout';
  return null;
}

/** Whether a record's link has run out at `now` ('links timeout' then needs a new request). */
export const linkExpired = (record: Pick<VideoRecord, 'expiresAt' | 'status'>, now: number): boolean =>
  record.status === 'expired' || (record.expiresAt !== null && record.expiresAt <= now);

/** The state's words for people (狀態); anything but processing or ready reads as an expired link. */
export function videoStatusLabel(status: VideoRecord['status']): string {
  return status === 'processing' || status === 'completed' ? VIDEO_RECORD_STATUS_LABELS[status] : VIDEO_RECORD_STATUS_LABELS.expired;
}
