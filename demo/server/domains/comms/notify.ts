import type { NotificationMessage } from '../../../../src/core/api/contract/message';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { Notify, NotifyInput } from '../../services';
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

/** Recipients: the enterprise's live users (or the listed ones) with the category switched on. */
async function recipients(db: Db, input: NotifyInput): Promise<string[]> {
  const rows = await db.query<{ uid: string }>(
    `SELECT u.uid FROM users u
      WHERE u.enterprise_uid = $1 AND NOT u.deleted AND u.enabled
        AND ($2::text[] IS NULL OR u.uid = ANY($2::text[]))
        AND NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(u.message_settings) s
           WHERE (s->>'category')::int = $3 AND (s->>'enabled')::boolean = false)`,
    [input.enterpriseUid, input.userUids ?? null, input.category],
  );
  return rows.map((r) => r.uid);
}

/**
 * The notifications hub, published as ctx.services 'comms.notify': every domain tells users through
 * it. One message is stored per recipient whose settings enable the category (spec 4 'Notification
 * flow'; a category missing from the settings counts as on, spec 9), then pushed on /fms-event.
 */
export function createNotify(ctx: ServerContext): Notify {
  return async (input) => {
    const users = await recipients(ctx.db, input);
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
