import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { signPurposeToken, verifyToken } from '../../auth/tokens';
import { badInput, notFound, unauthenticated } from '../../http/errors';
import { consumeOtp, GONE, maskContact, verifyOtp } from './otp';
import type { UserRow as UsersTableRow } from './accounts';

/** How long an activation link works. */
export const ACTIVATION_TTL_S = 3 * 24 * 3600;

type Account = Pick<UsersTableRow, 'uid' | 'zh_name' | 'email' | 'mobile'>;

/**
 * Sends an account its activation link ({public origin}/verify?token=…: absolute, since it is opened
 * from a mail or a phone, issue 22, 12). The token carries a nonce stored on the account, so a new
 * link voids the old one and a link works once.
 */
export async function sendActivationLink(ctx: ServerContext, account: Account) {
  const to = account.email || account.mobile;
  if (!to) throw badInput('email', '此帳號沒有電子郵件或手機，無法寄送啟用連結。');
  const nonce = randomUUID();
  await ctx.db.query(`UPDATE users SET activation_nonce = $2 WHERE uid = $1`, [account.uid, nonce]);
  const token = await signPurposeToken(ctx.tokens, account.uid, 'activate', ACTIVATION_TTL_S, { nonce });
  const link = `${ctx.publicOrigin}/verify?token=${encodeURIComponent(token)}`;
  await ctx.sender.send(to, 'activation', `${account.zh_name} 您好，請於 3 日內開啟以下連結啟用帳號：${link}`, { token, link });
  return { sentTo: maskContact(to), expiresIn: ACTIVATION_TTL_S };
}

/**
 * The account of an activation link, using the link up; a forged or expired link is 4010001, a used
 * one 4000001. The nonce is cleared by one conditional statement, so the same link opened at once
 * on two server processes (issue 25, 2) activates once and the other use is refused.
 */
export async function accountOfLink(ctx: ServerContext, token: string): Promise<string> {
  const claims = await verifyToken<{ typ?: string; nonce?: string }>(ctx.tokens, token);
  if (!claims || claims.typ !== 'activate') throw unauthenticated('驗證連結無效或已過期，請重新申請。');
  const row = await ctx.db.one<{ activation_nonce: string | null }>(
    `SELECT activation_nonce FROM users WHERE uid = $1 AND NOT deleted`, [claims.sub],
  );
  if (!row) throw unauthenticated('驗證連結無效或已過期，請重新申請。');
  const used = () => badInput('token', '此驗證連結已使用過或已失效，請重新申請。');
  if (!row.activation_nonce || row.activation_nonce !== claims.nonce) throw used();
  const spent = await ctx.db.query(
    `UPDATE users SET activation_nonce = NULL WHERE uid = $1 AND activation_nonce = $2 RETURNING uid`, [claims.sub, claims.nonce]);
  if (!spent.length) throw used();
  return claims.sub;
}

/** The account of a registration OTP (purpose 'activation'), using the request up: a second use is refused. */
export async function accountOfOtp(ctx: ServerContext, otpToken: string, otp: string): Promise<string> {
  const row = await ctx.db.one<{ purpose: string }>(`SELECT purpose FROM otp_requests WHERE uid = $1`, [otpToken]);
  if (!row || row.purpose !== 'activation') throw badInput('otpToken', GONE);
  const userUid = await verifyOtp(ctx, otpToken, otp);
  if (!(await consumeOtp(ctx, otpToken))) throw badInput('otpToken', GONE);
  return userUid;
}

/** Enables the account and verifies its enterprise (a new registration's first activation). */
export async function enableAccount(ctx: ServerContext, userUid: string) {
  const row = await ctx.db.one<{ name: string; zh_name: string; enterprise_uid: string; enterprise_name: string }>(
    `UPDATE users u SET enabled = true, activated = true, activation_nonce = NULL FROM enterprises e
      WHERE u.uid = $1 AND NOT u.deleted AND e.uid = u.enterprise_uid
      RETURNING u.name, u.zh_name, u.enterprise_uid, e.name AS enterprise_name`,
    [userUid],
  );
  if (!row) throw notFound('此帳號');
  await ctx.db.query(`UPDATE enterprises SET verified = true WHERE uid = $1 AND NOT verified`, [row.enterprise_uid]);
  return { name: row.name, zhName: row.zh_name, enterpriseName: row.enterprise_name };
}
