import { bulletin, BULLETIN_OK_STATUS, MAINTENANCE_BULLETIN_TYPE, type Bulletin } from '../../../../src/core/api/contract/bulletin';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import { badInput, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { newUid } from './shared';
import { notifyUsers, serviceOf } from '../../services';
import { toMs } from '../../time';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';

/**
 * Bulletins (spec 3, 7.3). The published list is public and answers status 200 (the bulletin host's
 * convention). Publishing and withdrawing are our extension. A bulletin is platform-wide (the list
 * is the same for everyone), so both are operator-only calls: the auth hook lets only the platform's
 * operator through (issue 10, 3), who may withdraw any bulletin, whoever published it.
 */

interface BulletinRow {
  uid: string;
  bulletin_type: string;
  title: string;
  content: string;
  publish_status: number;
  start_time: Date;
  end_time: Date;
}

const bulletinOf = (row: BulletinRow): Bulletin => ({
  uid: row.uid,
  bulletinType: row.bulletin_type,
  title: row.title,
  content: row.content,
  publishStatus: row.publish_status,
  startTime: toMs(row.start_time) ?? 0,
  endTime: toMs(row.end_time) ?? 0,
});

export function bulletinRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(bulletin.published, async ({ query }) => {
    const now = new Date(ctx.now());
    const rows = await ctx.db.query<BulletinRow>(
      `SELECT * FROM bulletins WHERE publish_status = 1 AND start_time <= $1 AND end_time > $1
        ORDER BY start_time DESC, uid LIMIT $2 OFFSET $3`,
      [now, query.limit, query.offset],
    );
    return { statusResult: { status: BULLETIN_OK_STATUS, data: rows.map(bulletinOf) } };
  });

  r.route(bulletin.publish, async ({ body, user }) => {
    const me = requireUser(user);
    if (body.endTime <= body.startTime) throw badInput('endTime', '結束時間必須晚於開始時間。');
    if (body.endTime <= ctx.now()) throw badInput('endTime', '結束時間必須晚於現在。');
    const row = await ctx.db.one<BulletinRow>(
      `INSERT INTO bulletins (uid, bulletin_type, title, content, start_time, end_time, enterprise_uid, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [newUid('bul'), body.bulletinType.trim(), body.title.trim(), body.content, new Date(body.startTime), new Date(body.endTime),
        me.enterpriseUid, me.userUid, new Date(ctx.now())],
    );
    if (body.bulletinType.includes(MAINTENANCE_BULLETIN_TYPE)) {
      // Platform maintenance concerns every enterprise's users (category 2 'system', spec 9).
      for (const enterpriseUid of await serviceOf(ctx, 'core.enterprises').uids(ctx.db)) {
        await notifyUsers(ctx, { enterpriseUid, category: NOTIFICATION_CATEGORY.system, type: 'bulletin', code: 'maintenance', title: body.title, content: body.content.slice(0, 2000) || body.title, data: { bulletinUid: row!.uid, startTime: body.startTime, endTime: body.endTime } });
      }
    }
    return bulletinOf(row!);
  });

  r.route(bulletin.withdraw, async ({ params, user }) => {
    requireUser(user);
    const rows = await ctx.db.query(
      `UPDATE bulletins SET publish_status = 0 WHERE uid = $1 AND publish_status = 1 RETURNING uid`,
      [params.uid],
    );
    if (!rows.length) throw notFound('公告');
    return null;
  });
}
