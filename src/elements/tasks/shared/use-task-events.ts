import { isTaskEvent } from '../../../core/tasks';
import { useLiveEvents } from '../../shared/ui/use-live-events';

/**
 * Calls `onTaskEvent` for each live task-status notification (category 4, spec 9) from the event
 * stream the bell also follows (/fms-event): an open list reloads on it.
 */
export function useTaskEvents(onTaskEvent: () => void): void {
  useLiveEvents(isTaskEvent, () => onTaskEvent());
}
