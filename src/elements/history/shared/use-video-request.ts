import { useEffect, useReducer, useRef } from 'react';
import type { BodyOf } from '../../../core/api/contract/endpoint';
import type { video, VideoRecord } from '../../../core/api/contract/video';
import { listVideoRecords, requestVideo } from '../../../core/api/video';
import { now } from '../../../core/clock';
import { messageOf } from '../../../core/resource';
import { onLiveEvent } from '../../../core/sockets';
import { nextVideoRequestState, pollDelay, readyRecordOf, VIDEO_REQUEST_IDLE, type VideoRequestState } from '../../../core/video';

export interface VideoRequestFollow {
  state: VideoRequestState;
  /** Sends a request for a car's range and follows it until it is ready; the accepted record, or null. */
  send: (carUid: string, body: BodyOf<typeof video.request>) => Promise<VideoRecord | null>;
  reset: () => void;
}

/** The newest copy of a record from the caller's requests (there is no single-record call). */
async function freshCopy(record: VideoRecord): Promise<VideoRecord | null> {
  const body = await listVideoRecords({ carUid: record.carUid, offset: 0, limit: 50 });
  return body.status === 0 ? body.data?.list.find((r) => r.uid === record.uid) ?? null : null;
}

/**
 * One recording request followed until it is ready (spec 2.11, 9 category 9): live by the category
 * 9 notification on the event stream the bell follows, and by polling the caller's requests as a
 * fallback (the socket may be down, or the category switched off). The decisions are the core's
 * reducer (core/video).
 */
export function useVideoRequest(): VideoRequestFollow {
  const [state, dispatch] = useReducer(nextVideoRequestState, VIDEO_REQUEST_IDLE);
  const current = useRef(state);
  current.current = state;
  const processingUid = state.kind === 'processing' ? state.record.uid : '';

  // Live: the notification names the record; a fresh copy then brings its size and expiry.
  useEffect(() => onLiveEvent((event) => {
    const uid = readyRecordOf(event);
    const s = current.current;
    if (!uid || s.kind !== 'processing' || s.record.uid !== uid) return;
    dispatch({ type: 'notified', recordUid: uid, at: event.createdAt ?? now() });
    void freshCopy(s.record).then((copy) => copy && dispatch({ type: 'record', record: copy }));
  }), []);

  // Fallback: ask again, a little less often each time, while the record is processing.
  useEffect(() => {
    if (!processingUid) return undefined;
    let attempt = 0;
    let timer = 0;
    let gone = false;
    const tick = async () => {
      const s = current.current;
      if (gone || s.kind !== 'processing') return;
      const copy = await freshCopy(s.record);
      if (gone) return;
      if (copy) dispatch({ type: 'record', record: copy });
      attempt += 1;
      timer = window.setTimeout(() => void tick(), pollDelay(attempt));
    };
    timer = window.setTimeout(() => void tick(), pollDelay(0));
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [processingUid]);

  return {
    state,
    async send(carUid, body) {
      dispatch({ type: 'send' });
      const answer = await requestVideo(carUid, body);
      if (answer.status === 0 && answer.data) {
        dispatch({ type: 'record', record: answer.data });
        return answer.data;
      }
      dispatch({ type: 'fail', status: answer.status, message: messageOf(answer, '調閱失敗，請稍後再試。'), field: answer.field });
      return null;
    },
    reset: () => dispatch({ type: 'reset' }),
  };
}
