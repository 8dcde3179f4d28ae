import { users } from '../../../../src/core/api/contract/users';
import { PERMISSION_CODES } from '../../../../src/core/api/contract/permissions';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { requireUser } from '../../auth/authenticate';
import { badInput, conflict, forbidden } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { insertUser } from './accounts';
import { revokeAllSessions } from './sessions';
import { sendActivationLink } from './activation';
import { accountRecoveryRoutes } from './user-recovery';
import { isTaken, takenAnswers, TAKEN_MESSAGE } from './uniqueness';
import { unlessTaken } from '../../db/unique';
import { assertMayManage, loadUser, toUserRow, USER_FROM, USER_SELECT, withCars, withDepartments, type SelectedUser } from './user-store';
import { listPage, Where } from '../../db/sql';
import { recordOperation, serviceOf } from '../../services';

const DEFAULT_CODES = { admin: [...PERMISSION_CODES], staff: ['P_P36'], driver: ['P_P13', 'P_P36'] } as const;

/** Codes changed (added or taken away) must all be held by the caller; unknown codes are refused. */
function checkCodes(me: Principal, next: readonly string[], before: readonly string[] = []): void {
  const unknown = next.find((c) => !(PERMISSION_CODES as readonly string[]).includes(c));
  if (unknown) throw badInput('codes', `沒有權限代碼 ${unknown}。`);
  const changed = [...next.filter((c) => !before.includes(c)), ...before.filter((c) => !next.includes(c))];
  const missing = changed.filter((c) => !me.codes.includes(c));
  if (missing.length) throw forbidden(`不可授予或移除您本身沒有的權限：${missing.join('、')}。`);
}

async function checkDepartment(ctx: ServerContext, enterpriseUid: string, uid: string | null | undefined) {
  if (!uid) return;
  const live = await serviceOf(ctx, 'fleet.options').names(ctx.db, enterpriseUid, 'department', true);
  if (!live.has(uid)) throw badInput('departmentUid', '找不到此部門。');
}

async function checkContacts(ctx: ServerContext, body: { mobile?: string; email?: string }, exceptUid = '') {
  if (body.mobile && await isTaken(ctx.db, 'mobile', body.mobile, exceptUid)) throw conflict(TAKEN_MESSAGE.mobile, 'mobile');
  if (body.email && await isTaken(ctx.db, 'email', body.email, exceptUid)) throw conflict(TAKEN_MESSAGE.email, 'email');
}

/** Accounts (spec 7.5; page /userManagement P_P07, drivers for P_P12). */
export function userRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(users.get, async ({ params, user }) => {
    const me = requireUser(user);
    const row = await loadUser(ctx, me.enterpriseUid, params.uid);
    if (!me.codes.includes('P_P07') && row.role !== 'driver') throw forbidden('您只能查看駕駛帳號。');
    return (await withCars(ctx, [row]))[0];
  });

  r.route(users.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('u.enterprise_uid', me.enterpriseUid).add('NOT u.deleted')
      .keyword(['u.name', 'u.zh_name', 'u.mobile', 'u.email'], body.keyword);
    if (body.role) where.add('u.role = ?', body.role);
    if (body.departmentUid) where.add('u.department_uid = ?', body.departmentUid);
    if (body.enabled !== undefined) where.add('u.enabled = ?', body.enabled);
    if (body.activated !== undefined) where.add('u.activated = ?', body.activated);
    return listPage(ctx.db, { select: USER_SELECT, from: USER_FROM, where, orderBy: 'u.created_at, u.name' }, body,
      async (rows: SelectedUser[]) => (await withDepartments(ctx, me.enterpriseUid, rows)).map(toUserRow));
  });

  r.route(users.create, async ({ body, user }) => {
    const me = requireUser(user);
    assertMayManage(me, body.role);
    const codes = body.codes ?? DEFAULT_CODES[body.role].filter((c) => me.codes.includes(c));
    checkCodes(me, codes);
    if (!body.email && !body.mobile) throw badInput('email', '請填寫電子郵件或手機，以寄送啟用連結。');
    if (await isTaken(ctx.db, 'account', body.name)) throw conflict(TAKEN_MESSAGE.account, 'name');
    await checkContacts(ctx, body);
    await checkDepartment(ctx, me.enterpriseUid, body.departmentUid);
    const uid = await unlessTaken(() => insertUser(ctx.db, {
      enterpriseUid: me.enterpriseUid, name: body.name, password: body.password, zhName: body.zhName, role: body.role, codes,
      mobile: body.mobile, email: body.email, enabled: false,
    }, ctx.now()), takenAnswers());
    await ctx.db.query(
      `UPDATE users SET must_reset = true, department_uid = $2, employee_no = $3, license_class = $4, license_expiry = $5, hire_date = $6 WHERE uid = $1`,
      [uid, body.departmentUid ?? null, body.employeeNo ?? '', body.licenseClass ?? null, body.licenseExpiry ?? null, body.hireDate ?? null],
    );
    await sendActivationLink(ctx, { uid, zh_name: body.zhName, email: body.email ?? '', mobile: body.mobile ?? '' });
    await recordOperation(ctx, me, body.role === 'driver' ? '新增駕駛' : '新增帳號', body.name, { uid, role: body.role, codes });
    return toUserRow(await loadUser(ctx, me.enterpriseUid, uid));
  });

  r.route(users.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const before = await loadUser(ctx, me.enterpriseUid, params.uid);
    assertMayManage(me, before.role);
    if (body.role) assertMayManage(me, body.role);
    const self = before.uid === me.userUid;
    if (self && body.role !== undefined && body.role !== before.role) throw conflict('不可變更自己的角色。', 'role');
    if (self && body.enabled === false) throw conflict('不可停用自己的帳號。', 'enabled');
    // An account that never opened its activation link gets a new link, not an admin's switch (issue 22, 12).
    if (body.enabled === true && !before.activated) throw conflict('此帳號尚未完成啟用，請重寄啟用連結。', 'enabled');
    if (body.codes) checkCodes(me, body.codes, before.codes);
    await checkContacts(ctx, body, before.uid);
    // A contact may be cleared, not the last one: activation and password recovery reach the user through it.
    const hadContact = !!(before.mobile || before.email);
    if (hadContact && !(body.mobile ?? before.mobile) && !(body.email ?? before.email)) throw badInput('email', '請至少保留電子郵件或手機其中一項。');
    await checkDepartment(ctx, me.enterpriseUid, body.departmentUid);
    const pick = <K extends keyof typeof body>(key: K, old: unknown) => (body[key] !== undefined ? body[key] : old);
    await unlessTaken(() => ctx.db.query(
      `UPDATE users SET zh_name = $2, mobile = $3, email = $4, role = $5, codes = $6, department_uid = $7, employee_no = $8,
              license_class = $9, license_expiry = $10, hire_date = $11, enabled = $12 WHERE uid = $1`,
      [before.uid, pick('zhName', before.zh_name), pick('mobile', before.mobile), pick('email', before.email), pick('role', before.role),
        pick('codes', before.codes), pick('departmentUid', before.department_uid), pick('employeeNo', before.employee_no),
        pick('licenseClass', before.license_class), pick('licenseExpiry', before.license_expiry), pick('hireDate', before.hire_date),
        pick('enabled', before.enabled)],
    ), takenAnswers());
    if (body.enabled === false && before.enabled) await revokeAllSessions(ctx, before.uid);
    if (body.role && body.role !== 'driver' && before.role === 'driver') await serviceOf(ctx, 'fleet.cars').releaseDrivers(ctx.db, [before.uid]);
    const switched = body.enabled !== undefined && body.enabled !== before.enabled;
    const noun = before.role === 'driver' ? '駕駛' : '帳號';
    const action = switched ? `${body.enabled ? '啟用' : '停用'}${noun}` : `修改${noun}`;
    await recordOperation(ctx, me, action, before.name, { uid: before.uid, fields: Object.keys(body) });
    return toUserRow(await loadUser(ctx, me.enterpriseUid, before.uid));
  });

  r.route(users.remove, async ({ body, user }) => {
    const me = requireUser(user);
    if (body.uids.includes(me.userUid)) throw conflict('不可刪除自己的帳號。', 'uids');
    const uids = [...new Set(body.uids)];
    const rows = await Promise.all(uids.map((uid) => loadUser(ctx, me.enterpriseUid, uid)));
    for (const row of rows) assertMayManage(me, row.role);
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET deleted = true, enabled = false, activation_nonce = NULL WHERE uid = ANY($1)`, [uids]);
      await serviceOf(ctx, 'fleet.cars').releaseDrivers(tx, uids);
    });
    for (const row of rows) {
      await revokeAllSessions(ctx, row.uid);
      await recordOperation(ctx, me, row.role === 'driver' ? '刪除駕駛' : '刪除帳號', row.name, { uid: row.uid });
    }
    return { deleted: rows.length };
  });

  r.route(users.driverList, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('u.enterprise_uid', me.enterpriseUid).add('NOT u.deleted').add(`u.role = 'driver'`)
      .keyword(['u.name', 'u.zh_name', 'u.mobile', 'u.employee_no'], body.keyword);
    if (body.departmentUid) where.add('u.department_uid = ?', body.departmentUid);
    // Spec 6, issue 10 (8): a driver reaches only their own record, never other drivers' phone and e-mail.
    if (me.role === 'driver') where.add('u.uid = ?', me.userUid);
    if (body.hasCar !== undefined) {
      const withCar = await serviceOf(ctx, 'fleet.cars').managedDrivers(ctx.db, me.enterpriseUid);
      where.add(`${body.hasCar ? '' : 'NOT '}(u.uid = ANY(?))`, withCar);
    }
    return listPage(ctx.db, { select: USER_SELECT, from: USER_FROM, where, orderBy: 'u.employee_no, u.name' }, body,
      async (rows: SelectedUser[]) => withCars(ctx, await withDepartments(ctx, me.enterpriseUid, rows)));
  });

  accountRecoveryRoutes(r, ctx);
}
