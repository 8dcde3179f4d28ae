import { useEffect, useRef } from 'react';
import type { NotificationMessage } from '../../../core/api/contract/message';
import { onLiveEvent } from '../../../core/sockets';

/**
 * Calls `onEvent` for each live notification that `matches` (the event stream the bell follows,
 * /fms-event): how an open list reloads on its own category. The latest callbacks are used, so a
 * caller passes fresh closures freely; the subscription lives as long as the component.
 */
export function useLiveEvents(matches: (event: NotificationMessage) => boolean, onEvent: (event: NotificationMessage) => void): void {
  const latest = useRef({ matches, onEvent });
  latest.current = { matches, onEvent };
  useEffect(() => onLiveEvent((event) => {
    if (latest.current.matches(event)) latest.current.onEvent(event);
  }), []);
}
