import { auth } from '../../../../src/core/api/contract/auth';
import { API_STATUS } from '../../../../src/core/api/contract/status';
import { PERMISSION_CODES } from '../../../../src/core/api/contract/permissions';
import { PERMISSION_CHOICE_GROUPS } from '../../../../src/core/pages/permission-choices';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { checkPassword, isStrongPassword, hashPassword, PASSWORD_RULE, verifyPassword } from '../../auth/passwords';
import { RateLimiter } from '../../auth/rate-limit';
import { createSignInLock } from '../../auth/sign-in-lock';
import { signPurposeToken, verifyToken } from '../../auth/tokens';
import { assertAccountUsable, requireUser } from '../../auth/authenticate';
import { ApiError, badInput, notFound, unauthenticated } from '../../http/errors';
import type { Registrar } from '../../http/register';
import type { UserRow } from './accounts';
import { createDecoyOtp, createOtp, consumeOtp, otpStatus, resendOtp, verifyOtp } from './otp';
import { openSession, reissue, revokeAllSessions, revokeSession, spendToken } from './sessions';
import { DAY_MS } from '../../time';

/** Passwords older than this must be reset at sign-in (the forced periodic reset). */
export const PASSWORD_MAX_AGE_DAYS = 90;
const RESET_TTL_S = 600;

/**
 * Each code's name and group, read from the console's one declaration (src/core/pages: the menu
 * item's name, filed under the group whose item it opens), so the authority list and the account
 * form cannot differ (issue 24, 6).
 */
const PERMISSION_ENTRIES = new Map(PERMISSION_CHOICE_GROUPS.flatMap((g) => g.choices.map((c) => [c.code, { name: c.label, group: g.key }] as const)));

async function findAccount(ctx: ServerContext, account: string): Promise<UserRow[]> {
  return ctx.db.query<UserRow>(
    `SELECT * FROM users WHERE NOT deleted AND (name = $1 OR (mobile <> '' AND mobile = $1) OR (email <> '' AND lower(email) = lower($1)))`,
    [account.trim()],
  );
}

export function authRoutes(r: Registrar, ctx: ServerContext): void {
  const signInLock = createSignInLock(ctx);
  // Public calls that look accounts up are limited per account and per client (issue 10, 9).
  const forgotPerAccount = new RateLimiter('forgot-account', 5, 10 * 60_000, ctx);
  const forgotPerClient = new RateLimiter('forgot-client', 10, 10 * 60_000, ctx);
  const usersPerClient = new RateLimiter('password-users-client', 10, 10 * 60_000, ctx);

  r.route(auth.signIn, async ({ body, ip }) => {
    await signInLock.begin(body.name, ip);
    const user = await ctx.db.one<UserRow>(`SELECT * FROM users WHERE name = $1 AND NOT deleted`, [body.name]);
    const ok = await checkPassword(body.password, user?.password_hash ?? null);
    if (!ok || !user) throw new ApiError(API_STATUS.BAD_CREDENTIALS, '帳號或密碼錯誤。');
    await signInLock.rightPassword(body.name, ip);
    if (!user.activated) throw new ApiError(API_STATUS.FORBIDDEN, '帳號尚未啟用，請先完成驗證。');
    assertAccountUsable(user);
    await signInLock.succeed(body.name);
    const ageDays = (ctx.now() - new Date(user.password_changed_at).getTime()) / DAY_MS;
    if (user.must_reset || ageDays > PASSWORD_MAX_AGE_DAYS) {
      const accessToken = await signPurposeToken(ctx.tokens, user.uid, 'reset', RESET_TTL_S, { reason: 'periodic' });
      return { statusResult: { status: API_STATUS.PASSWORD_RESET_REQUIRED, data: { accessToken }, message: '密碼已到期，請重新設定密碼。' } };
    }
    return openSession(ctx, user.uid, user.enterprise_uid);
  });

  r.route(auth.signOut, async ({ user }) => {
    await revokeSession(ctx, requireUser(user).sessionUid);
    return null;
  });

  r.route(auth.refreshToken, async ({ body }) => {
    const claims = await verifyToken<{ sid?: string; typ?: string; jti?: string }>(ctx.tokens, body.refreshToken);
    if (!claims || claims.typ !== 'refresh' || !claims.sid || !claims.jti) throw unauthenticated('登入已逾時，請重新登入。');
    const row = await ctx.db.one<{ enterprise_uid: string; enabled: boolean; deleted: boolean }>(
      `SELECT u.enterprise_uid, u.enabled, u.deleted FROM sessions s JOIN users u ON u.uid = s.user_uid
        WHERE s.uid = $1 AND s.user_uid = $2 AND (u.deleted OR NOT u.enabled OR (NOT s.revoked AND s.expires_at > $3))`,
      [claims.sid, claims.sub, new Date(ctx.now())],
    );
    if (!row) throw unauthenticated('登入已逾時，請重新登入。');
    // A disabled or deleted account's refresh is refused with its own status (issue 22, 12).
    assertAccountUsable(row);
    return reissue(ctx, claims.sub, claims.sid, row.enterprise_uid, claims.jti);
  });

  r.route(auth.forgotPassword, async ({ body, ip }) => {
    const account = body.account.trim().toLowerCase();
    await forgotPerClient.enforce(ip, '申請次數過多，請稍後再試。');
    await forgotPerAccount.enforce(account, '申請次數過多，請稍後再試。');
    const [user] = await findAccount(ctx, body.account);
    // A missing account is answered like a real one (issue 10, 9).
    if (!user) return createDecoyOtp(ctx, body.account);
    const to = user.mobile || user.email;
    if (!to) throw badInput('account', '此帳號沒有可接收驗證碼的手機或電子郵件，請聯絡管理員。');
    return createOtp(ctx, user.uid, to, 'reset');
  });

  r.route(auth.verifyOtp, async ({ body }) => {
    const userUid = await verifyOtp(ctx, body.otpToken, body.otp);
    return { resetToken: await signPurposeToken(ctx.tokens, userUid, 'reset', RESET_TTL_S, { otp: body.otpToken }) };
  });

  r.route(auth.resendOtp, async ({ body }) => resendOtp(ctx, body.otpToken));
  r.route(auth.otpStatus, async ({ query }) => otpStatus(ctx, query.otpToken));

  r.route(auth.changePassword, async ({ body }) => {
    const token = body.resetToken ?? body.accessToken;
    if (!token) throw badInput('resetToken', '缺少重設密碼的憑證，請重新申請。');
    const claims = await verifyToken<{ typ?: string; otp?: string; jti?: string }>(ctx.tokens, token);
    if (!claims || claims.typ !== 'reset') throw unauthenticated('重設密碼的連結已失效，請重新申請。');
    if (!isStrongPassword(body.password)) throw badInput('password', PASSWORD_RULE);
    const user = await ctx.db.one<UserRow>(`SELECT * FROM users WHERE uid = $1 AND NOT deleted`, [claims.sub]);
    if (!user) throw notFound('此帳號');
    if (body.oldPassword !== undefined && !(await verifyPassword(body.oldPassword, user.password_hash))) {
      throw badInput('oldPassword', '舊密碼不正確。');
    }
    if (await verifyPassword(body.password, user.password_hash)) throw badInput('password', '新密碼不可與舊密碼相同。');
    const passwordHash = await hashPassword(body.password);
    // A reset token sets one password (issue 10, 11): spent here, after the checks a typo may fail.
    // Its OTP is used up with it, so a second reset token from the same code (the code verified
    // twice, on any server process) sets nothing; all three in one transaction.
    const used = () => unauthenticated('重設密碼的連結已使用過，請重新申請。');
    await ctx.db.transaction(async (tx) => {
      if (!(await spendToken(ctx, claims.jti, claims.exp, tx))) throw used();
      if (claims.otp && !(await consumeOtp(ctx, claims.otp, tx))) throw used();
      await tx.query(
        `UPDATE users SET password_hash = $2, must_reset = false, password_changed_at = $3 WHERE uid = $1`,
        [user.uid, passwordHash, new Date(ctx.now())],
      );
    });
    await revokeAllSessions(ctx, user.uid);
    return null;
  });

  // The accounts behind an identifier, for the one who proved it with a verified OTP (a reset token):
  // never to anyone who merely types a mobile or e-mail (issue 10, 9).
  r.route(auth.passwordUsers, async ({ body, ip }) => {
    await usersPerClient.enforce(ip, '查詢次數過多，請稍後再試。');
    const claims = await verifyToken<{ typ?: string }>(ctx.tokens, body.resetToken);
    if (!claims || claims.typ !== 'reset') throw unauthenticated('請先完成驗證碼驗證。');
    const owner = await ctx.db.one<UserRow>(`SELECT * FROM users WHERE uid = $1 AND NOT deleted`, [claims.sub]);
    const identifier = body.account.trim().toLowerCase();
    if (!owner || ![owner.name.toLowerCase(), owner.mobile, owner.email.toLowerCase()].includes(identifier)) return [];
    const rows = await ctx.db.query<UserRow & { enterprise_name: string }>(
      `SELECT u.*, e.name AS enterprise_name FROM users u JOIN enterprises e ON e.uid = u.enterprise_uid
        WHERE NOT u.deleted AND (u.name = $1 OR (u.mobile <> '' AND u.mobile = $1) OR (u.email <> '' AND lower(u.email) = lower($1)))`,
      [body.account.trim()],
    );
    return rows.map((u) => ({ name: u.name, zhName: `${u.zh_name.slice(0, 1)}○${u.zh_name.slice(2)}`, enterpriseName: u.enterprise_name }));
  });

  r.route(auth.authorityList, async ({ user }) => {
    const me = requireUser(user) as Principal;
    return {
      list: PERMISSION_CODES.map((code) => ({ code, name: PERMISSION_ENTRIES.get(code)?.name ?? code, group: PERMISSION_ENTRIES.get(code)?.group ?? '' })),
      mine: me.codes,
    };
  });
}
