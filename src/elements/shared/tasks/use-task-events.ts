import { useEffect, useRef } from 'react';
import { onLiveEvent } from '../../../core/sockets';
import { isTaskEvent } from '../../../core/tasks';

/**
 * Calls `onTaskEvent` for each live task-status notification (category 4, spec 9) from the event
 * stream the bell also follows (/fms-event): an open list reloads on it.
 */
export function useTaskEvents(onTaskEvent: () => void): void {
  const latest = useRef(onTaskEvent);
  latest.current = onTaskEvent;
  useEffect(() => onLiveEvent((event) => {
    if (isTaskEvent(event)) latest.current();
  }), []);
}
