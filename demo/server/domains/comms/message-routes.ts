import { message, type MessageSetting } from '../../../../src/core/api/contract/message';
import { requireUser } from '../../auth/authenticate';
import { assertOwned } from '../../auth/owned';
import type { ServerContext } from '../../context';
import { badInput } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { messageOf, type MessageRow } from './notify';
import { listPage, pageOf, Where } from '../../db/sql';
import { serviceOf } from '../../services';

const CATEGORIES = Array.from({ length: 10 }, (_, i) => i + 1);

/** The full list of ten switches: the saved ones over the current ones; any missing one is on (spec 9). */
export function mergeSettings(current: readonly MessageSetting[], changes: readonly MessageSetting[]): MessageSetting[] {
  const seen = new Set<number>();
  for (const [i, c] of changes.entries()) {
    if (seen.has(c.category)) throw badInput(`data.messages.${i}.category`, `通知類別 ${c.category} 重複。`);
    seen.add(c.category);
  }
  const enabled = (category: number) =>
    changes.find((c) => c.category === category)?.enabled ?? current.find((c) => c.category === category)?.enabled ?? true;
  return CATEGORIES.map((category) => ({ category, enabled: enabled(category) }));
}

/** Notification calls of spec 7.3: the caller's own messages and switches. */
export function messageRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(message.list, async ({ body, query, user }) => {
    const me = requireUser(user);
    if (body.endTime < body.startTime) throw badInput('endTime', '結束時間不可早於開始時間。');
    if (!body.categoryList.length) return { total: 0, ...pageOf(query, 6), list: [] };
    const where = new Where('user_uid = ?', me.userUid)
      .add('category = ANY(?::int[])', body.categoryList)
      .add('created_at BETWEEN ? AND ?', new Date(body.startTime), new Date(body.endTime));
    return listPage(ctx.db, { select: '*', from: 'messages', where, orderBy: 'created_at DESC, uid' }, query,
      (rows: MessageRow[]) => rows.map(messageOf), 6);
  });

  r.route(message.settings, async ({ body, user }) => {
    const me = requireUser(user);
    const users = serviceOf(ctx, 'core.users');
    const messages = mergeSettings(await users.messageSettings(ctx.db, me.userUid), body.data.messages);
    await users.setMessageSettings(ctx.db, me.userUid, messages);
    return { messages };
  });

  r.route(message.read, async ({ body, user }) => {
    const me = requireUser(user);
    await assertOwned(ctx.db, me.enterpriseUid, 'messages', body.uids, 'uids');
    const rows = await ctx.db.query(`UPDATE messages SET read = true WHERE user_uid = $1 AND uid = ANY($2) AND NOT read RETURNING uid`,
      [me.userUid, body.uids]);
    return { updated: rows.length };
  });
}
