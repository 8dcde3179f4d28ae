import { randomUUID } from 'node:crypto';
import { options, type OptionRow } from '../../../../src/core/api/contract/options';
import { OPTION_CATEGORIES } from '../../../../src/core/api/contract/vocabulary/work';
import type { ServerContext } from '../../context';
import { requireUser } from '../../auth/authenticate';
import { conflict, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { COMMON_OPTIONS } from './catalogue';
import { millis } from '../../time';
import { listPage, Where } from '../../db/sql';
import { unlessTaken } from '../../db/unique';
import { recordOperation, serviceOf, useService } from '../../services';

interface Row {
  uid: string;
  name: string;
  category: OptionRow['category'];
  sort: number;
  usage: string;
  created_at: Date;
}

/**
 * A department counts the cars in it here and its users by the core's reads; task kinds and maintenance
 * items by the tasks and maintenance domains (withUsage).
 */
const SELECT = `o.uid, o.name, o.category, o.sort, o.created_at,
  CASE WHEN o.category = 'department' THEN
    (SELECT count(*) FROM cars c WHERE c.department_uid = o.uid AND NOT c.deleted)
  ELSE 0 END AS usage`;

const toRow = (r: Row): OptionRow => ({
  uid: r.uid, name: r.name, category: r.category, sort: r.sort, usage: Number(r.usage), createdAt: millis(r.created_at),
});

/**
 * The usage of task kinds and maintenance items, from the domains that use them ('tasks.taskKindUsage',
 * 'maintenance.itemUsage'); a server without such a domain counts none. Departments come with their
 * cars counted, and get their users added ('core.users').
 */
async function withUsage(ctx: ServerContext, enterpriseUid: string, rows: OptionRow[]): Promise<OptionRow[]> {
  const departments = rows.filter((row) => row.category === 'department').map((row) => row.uid);
  const users = await serviceOf(ctx, 'core.users').departmentCounts(ctx.db, departments);
  rows = rows.map((row) => (users.has(row.uid) ? { ...row, usage: row.usage + users.get(row.uid)! } : row));
  const counted = new Map<string, number>();
  const usageOf = { task: useService(ctx, 'tasks.taskKindUsage'), maintenance: useService(ctx, 'maintenance.itemUsage') };
  for (const category of ['task', 'maintenance'] as const) {
    const usage = usageOf[category];
    const uids = rows.filter((row) => row.category === category).map((row) => row.uid);
    if (usage && uids.length) for (const [uid, n] of await usage(enterpriseUid, uids)) counted.set(uid, n);
  }
  return rows.map((row) => (counted.has(row.uid) ? { ...row, usage: counted.get(row.uid)! } : row));
}

async function loadOption(ctx: ServerContext, enterpriseUid: string, uid: string): Promise<OptionRow> {
  const row = await ctx.db.one<Row>(`SELECT ${SELECT} FROM options o WHERE o.uid = $1 AND o.enterprise_uid = $2 AND NOT o.deleted`, [uid, enterpriseUid]);
  if (!row) throw notFound('此選項');
  const [counted] = await withUsage(ctx, enterpriseUid, [toRow(row)]);
  return counted;
}

/** A name the category already has; also for a write that lost it to another of the same instant (index options_unique_name). */
const nameTaken = (category: string, name: string) => ({
  options_unique_name: () => conflict(`${OPTION_CATEGORIES[category as OptionRow['category']].label}「${name}」已存在。`, 'name'),
});

async function assertFreeName(ctx: ServerContext, enterpriseUid: string, category: string, name: string, exceptUid = '') {
  const taken = await ctx.db.one(
    `SELECT 1 FROM options WHERE enterprise_uid = $1 AND category = $2 AND name = $3 AND uid <> $4 AND NOT deleted`,
    [enterpriseUid, category, name, exceptUid],
  );
  if (taken) throw nameTaken(category, name).options_unique_name();
}

/** Options of spec 3 and 7.4: the static catalogues and each enterprise's dictionaries. */
export function optionRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(options.commonList, async ({ body }) => {
    const kinds = body.kinds ?? (Object.keys(COMMON_OPTIONS) as Array<keyof typeof COMMON_OPTIONS>);
    return Object.fromEntries(kinds.map((k) => [k, COMMON_OPTIONS[k]]));
  });

  r.route(options.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('o.enterprise_uid', me.enterpriseUid).add('NOT o.deleted').add('o.category = ?', body.category)
      .keyword(['o.name'], body.keyword);
    const page = await listPage(ctx.db, { select: SELECT, from: 'options o', where, orderBy: 'o.sort, o.name, o.uid' }, body, (rows: Row[]) => rows.map(toRow));
    return { ...page, list: await withUsage(ctx, me.enterpriseUid, page.list) };
  });

  r.route(options.create, async ({ body, user }) => {
    const me = requireUser(user);
    const name = body.name.trim();
    await assertFreeName(ctx, me.enterpriseUid, body.category, name);
    const uid = randomUUID();
    await unlessTaken(() => ctx.db.query(
      `INSERT INTO options (uid, enterprise_uid, category, name, sort, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [uid, me.enterpriseUid, body.category, name, body.sort ?? 0, new Date(ctx.now())],
    ), nameTaken(body.category, name));
    await recordOperation(ctx, me, `新增${OPTION_CATEGORIES[body.category].label}`, name, { uid });
    return loadOption(ctx, me.enterpriseUid, uid);
  });

  r.route(options.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const before = await loadOption(ctx, me.enterpriseUid, params.uid);
    const name = body.name?.trim() ?? before.name;
    if (name !== before.name) await assertFreeName(ctx, me.enterpriseUid, before.category, name, before.uid);
    await unlessTaken(() => ctx.db.query(`UPDATE options SET name = $2, sort = $3 WHERE uid = $1`, [before.uid, name, body.sort ?? before.sort]), nameTaken(before.category, name));
    await recordOperation(ctx, me, `修改${OPTION_CATEGORIES[before.category].label}`, name, { uid: before.uid, from: before.name });
    return loadOption(ctx, me.enterpriseUid, before.uid);
  });

  r.route(options.remove, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    const found = await ctx.db.query<Row>(`SELECT ${SELECT} FROM options o WHERE o.enterprise_uid = $1 AND o.uid = ANY($2) AND NOT o.deleted`, [me.enterpriseUid, uids]);
    if (found.length !== uids.length) throw notFound('部分選項');
    const rows = await withUsage(ctx, me.enterpriseUid, found.map(toRow));
    const inUse = rows.find((row) => row.usage > 0);
    if (inUse) throw conflict(`${OPTION_CATEGORIES[inUse.category].label}「${inUse.name}」仍有 ${inUse.usage} 筆${OPTION_CATEGORIES[inUse.category].usedBy}使用，無法刪除。`, 'uids');
    await ctx.db.query(`UPDATE options SET deleted = true WHERE enterprise_uid = $1 AND uid = ANY($2)`, [me.enterpriseUid, uids]);
    for (const row of rows) await recordOperation(ctx, me, `刪除${OPTION_CATEGORIES[row.category].label}`, row.name, { uid: row.uid });
    return { deleted: rows.length };
  });
}
