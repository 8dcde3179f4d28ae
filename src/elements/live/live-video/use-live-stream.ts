import { useEffect, useState } from 'react';
import { askMedia, mediaQuery } from '../../../core/api/stream';
import { $session } from '../../../core/session';
import { mediaOutcome, OFFLINE_REASON, type MediaOutcome } from './media-outcome';
import { now } from '../../../core/clock';

export type StreamState = { kind: 'asking' } | MediaOutcome;

/**
 * Asks the camera stream server for a channel's live stream (ASK_EVENT, spec 7.11) and answers
 * what to show. An offline channel is not asked. `round` asks again (a user's 重試).
 */
export function useLiveStream(udid: string, index: number, online: boolean, round: number): StreamState {
  const [state, setState] = useState<StreamState>({ kind: 'asking' });
  useEffect(() => {
    if (!online) {
      setState({ kind: 'none', reason: OFFLINE_REASON });
      return undefined;
    }
    const controller = new AbortController();
    setState({ kind: 'asking' });
    void askMedia(mediaQuery(udid, index, now(), 'ASK_EVENT'))
      .then((body) => {
        if (!controller.signal.aborted) setState(mediaOutcome(body, $session.get().accessToken));
      })
      .catch(() => {
        if (!controller.signal.aborted) setState(mediaOutcome(null, ''));
      });
    return () => controller.abort();
  }, [udid, index, online, round]);
  return state;
}
