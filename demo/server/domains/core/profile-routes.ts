import { profile, type Profile } from '../../../../src/core/api/contract/profile';
import type { ServerContext } from '../../context';
import { hashPassword, isStrongPassword, PASSWORD_RULE, verifyPassword } from '../../auth/passwords';
import { requireUser } from '../../auth/authenticate';
import { badInput, conflict, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { millis } from '../../time';
import { isTaken, takenAnswers, TAKEN_MESSAGE } from './uniqueness';
import { unlessTaken } from '../../db/unique';
import { withDepartments } from './user-store';
import { recordOperation } from '../../services';
import type { UserRow as UsersTableRow } from './accounts';

/** A user row with its enterprise's and department's names. */
type Row = Pick<UsersTableRow, 'uid' | 'name' | 'zh_name' | 'mobile' | 'email' | 'role' | 'codes' | 'enterprise_uid' | 'department_uid' | 'password_changed_at' | 'password_hash'>
  & { enterprise_name: string; department_name: string | null };

async function loadProfile(ctx: ServerContext, uid: string): Promise<Row> {
  const row = await ctx.db.one<Omit<Row, 'department_name'>>(
    `SELECT u.*, e.name AS enterprise_name
       FROM users u JOIN enterprises e ON e.uid = u.enterprise_uid
      WHERE u.uid = $1 AND NOT u.deleted`,
    [uid],
  );
  if (!row) throw notFound('此帳號');
  return (await withDepartments(ctx, row.enterprise_uid, [row]))[0];
}

const toProfile = (r: Row): Profile => ({
  uid: r.uid, name: r.name, zhName: r.zh_name, mobile: r.mobile, email: r.email, role: r.role, codes: r.codes,
  enterpriseUid: r.enterprise_uid, enterpriseName: r.enterprise_name, departmentUid: r.department_uid,
  departmentName: r.department_name, passwordChangedAt: millis(r.password_changed_at),
});

/** My account (spec 7.2 'Profile'; page /user, P_P36). */
export function profileRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(profile.get, async ({ user }) => toProfile(await loadProfile(ctx, requireUser(user).userUid)));

  r.route(profile.update, async ({ body, user }) => {
    const me = requireUser(user);
    const before = await loadProfile(ctx, me.userUid);
    if (body.mobile && await isTaken(ctx.db, 'mobile', body.mobile, me.userUid)) throw conflict(TAKEN_MESSAGE.mobile, 'mobile');
    if (body.email && await isTaken(ctx.db, 'email', body.email, me.userUid)) throw conflict(TAKEN_MESSAGE.email, 'email');
    await unlessTaken(() => ctx.db.query(
      `UPDATE users SET zh_name = $2, mobile = $3, email = $4 WHERE uid = $1`,
      [me.userUid, body.zhName?.trim() ?? before.zh_name, body.mobile ?? before.mobile, body.email ?? before.email],
    ), takenAnswers());
    await recordOperation(ctx, me, '修改個人資料', me.name, { fields: Object.keys(body) });
    return toProfile(await loadProfile(ctx, me.userUid));
  });

  r.route(profile.changePassword, async ({ body, user }) => {
    const me = requireUser(user);
    const row = await loadProfile(ctx, me.userUid);
    if (!(await verifyPassword(body.oldPassword, row.password_hash))) throw badInput('oldPassword', '舊密碼不正確。');
    if (!isStrongPassword(body.password)) throw badInput('password', PASSWORD_RULE);
    if (body.oldPassword === body.password) throw badInput('password', '新密碼不可與舊密碼相同。');
    await ctx.db.query(
      `UPDATE users SET password_hash = $2, must_reset = false, password_changed_at = $3 WHERE uid = $1`,
      [me.userUid, await hashPassword(body.password), new Date(ctx.now())],
    );
    // Other devices sign in again; this session stays.
    const others = await ctx.db.query<{ uid: string }>(
      `UPDATE sessions SET revoked = true WHERE user_uid = $1 AND uid <> $2 AND NOT revoked RETURNING uid`, [me.userUid, me.sessionUid],
    );
    for (const s of others) ctx.realtime.disconnectSession(s.uid);
    await recordOperation(ctx, me, '變更密碼', me.name);
    return null;
  });
}
