import type { NotificationMessage } from '../../../../src/core/api/contract/message';
import type { ServerContext } from '../../context';
import { serviceOf, type Notify, type NotifyInput } from '../../services';
import { newUid } from './shared';
import { toMs } from '../../time';

/** Kept here too for the callers of the hub. */
export type { Notify };

export interface MessageRow {
  uid: string;
  category: number;
  type: string;
  code: string;
  title: string;
  content: string;
  include_dtc_a: boolean;
  data: Record<string, unknown>;
  read: boolean;
  created_at: Date;
}

export function messageOf(row: MessageRow): NotificationMessage {
  return {
    uid: row.uid,
    type: row.type,
    code: row.code,
    category: row.category,
    title: row.title,
    content: row.content,
    createdAt: toMs(row.created_at) ?? 0,
    includeDtcA: row.include_dtc_a,
    read: row.read,
    data: row.data,
  };
}

/** Recipients: the enterprise's live users (or the listed ones) with the category switched on (the core's 'core.users'). */
function recipients(ctx: ServerContext, input: NotifyInput): Promise<string[]> {
  return serviceOf(ctx, 'core.users').recipients(ctx.db, input.enterpriseUid, input.userUids ?? null, input.category);
}

/**
 * The notifications hub, published as ctx.services 'comms.notify': every domain tells users through
 * it. One message is stored per recipient whose settings enable the category (spec 4 'Notification
 * flow'; a category missing from the settings counts as on, spec 9), then pushed on /fms-event.
 */
export function createNotify(ctx: ServerContext): Notify {
  return async (input) => {
    const users = await recipients(ctx, input);
    if (!users.length) return [];
    const at = new Date(input.at ?? ctx.now());
    const uids = users.map(() => newUid('msg'));
    // One statement for all recipients: a message to a whole enterprise is one round trip.
    const rows = await ctx.db.query<MessageRow & { user_uid: string }>(
      `INSERT INTO messages (uid, user_uid, enterprise_uid, category, type, code, title, content, include_dtc_a, data, created_at)
       SELECT r.uid, r.user_uid, $3::text, $4::int, $5::text, $6::text, $7::text, $8::text, $9::boolean, $10::jsonb, $11::timestamptz FROM unnest($1::text[], $2::text[]) AS r(uid, user_uid)
       RETURNING *`,
      [uids, users, input.enterpriseUid, input.category, input.type, input.code, input.title.slice(0, 200),
        input.content.slice(0, 2000), input.includeDtcA ?? false, JSON.stringify(input.data ?? {}), at],
    );
    const sent: NotificationMessage[] = [];
    for (const row of rows) {
      const message = messageOf(row);
      ctx.realtime.emitEvent(row.user_uid, message);
      sent.push(message);
    }
    return sent;
  };
}
