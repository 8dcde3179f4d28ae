import type { ServerContext } from '../../../context';
import { notifyUsers } from '../../../services';
import type { StoredEvent } from '../events/store';
import type { IntakeItem } from './event-intake';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';

/** Notifies the stored events that call for it, one after another, after they are saved (the notice links to the event). */
export async function notifyEvents(ctx: ServerContext, items: readonly IntakeItem[]): Promise<void> {
  for (const s of items) if (s.notify) await notifyEvent(ctx, s.row, s.includeDtcA);
}

async function notifyEvent(ctx: ServerContext, row: StoredEvent, includeDtcA: boolean): Promise<void> {
  await notifyUsers(ctx, {
    enterpriseUid: row.enterpriseUid,
    category: row.category,
    type: row.category === NOTIFICATION_CATEGORY.fence ? 'fence' : 'event',
    code: row.code ?? row.type,
    title: row.title,
    content: row.content,
    includeDtcA,
    at: row.createdAt,
    data: { eventUid: row.uid, carUid: row.carUid, carNo: row.data.carNo, eventType: row.type, level: row.level, lat: row.lat, lng: row.lng, time: row.createdAt },
  });
}
