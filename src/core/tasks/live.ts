import type { NotificationMessage } from '../api/contract/message';
import { NOTIFICATION_CATEGORY } from '../api/contract/vocabulary/notifications';

/** A realtime event about a task's status (notification category 4, spec 9): open task lists reload on it. */
export function isTaskEvent(event: Partial<Pick<NotificationMessage, 'category' | 'data'>> | null | undefined): boolean {
  const category = event?.category ?? event?.data?.category;
  return Number(category) === NOTIFICATION_CATEGORY.task;
}
