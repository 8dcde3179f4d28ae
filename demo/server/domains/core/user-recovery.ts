import { users } from '../../../../src/core/api/contract/users';
import type { ServerContext } from '../../context';
import { hashPassword, isStrongPassword, PASSWORD_RULE } from '../../auth/passwords';
import { requireUser } from '../../auth/authenticate';
import { RateLimiter } from '../../auth/rate-limit';
import { badInput, conflict, tooMany } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { createOtp, maskContact } from './otp';
import { revokeAllSessions } from './sessions';
import { sendActivationLink } from './activation';
import { assertMayManage, loadUser } from './user-store';
import { recordOperation } from '../../services';

/** An administrator's help with another account: password reset and a new activation link. */
export function accountRecoveryRoutes(r: Registrar, ctx: ServerContext): void {
  const resendLimiter = new RateLimiter('resend-activation-account', 1, 60_000, ctx);

  r.route(users.resetPassword, async ({ body, user }) => {
    const me = requireUser(user);
    if (body.uid === me.userUid) throw badInput('uid', '請至「我的帳號」變更自己的密碼。');
    const target = await loadUser(ctx, me.enterpriseUid, body.uid);
    assertMayManage(me, target.role);
    const to = target.mobile || target.email;
    if (!to) throw badInput('uid', '此帳號沒有手機或電子郵件，無法通知。');
    if (body.method === 'otp') {
      const sent = await createOtp(ctx, target.uid, to, 'reset');
      await recordOperation(ctx, me, '寄送重設密碼驗證碼', target.name, { uid: target.uid });
      return { sentTo: sent.sentTo };
    }
    if (!body.password) throw badInput('password', '請設定臨時密碼。');
    if (!isStrongPassword(body.password)) throw badInput('password', PASSWORD_RULE);
    await ctx.db.query(
      `UPDATE users SET password_hash = $2, must_reset = true, password_changed_at = $3 WHERE uid = $1`,
      [target.uid, await hashPassword(body.password), new Date(ctx.now())],
    );
    await revokeAllSessions(ctx, target.uid);
    await ctx.sender.send(to, 'verify', `${target.zh_name} 您好，管理員已重設您的密碼，請以臨時密碼登入並設定新密碼。`, {});
    await recordOperation(ctx, me, '設定臨時密碼', target.name, { uid: target.uid });
    return { sentTo: maskContact(to) };
  });

  r.route(users.resendVerify, async ({ body, user }) => {
    const me = requireUser(user);
    const target = await loadUser(ctx, me.enterpriseUid, body.uid);
    assertMayManage(me, target.role);
    // Only an account that never opened its link: a disabled one is enabled by an admin, never by a new link.
    if (target.activated) throw conflict('此帳號已完成啟用，不需重寄啟用連結。', 'uid');
    if (await resendLimiter.hit(target.uid) > 0) throw tooMany('啟用連結每分鐘最多寄送一次，請稍後再試。');
    const sent = await sendActivationLink(ctx, target);
    await recordOperation(ctx, me, '重寄啟用連結', target.name, { uid: target.uid });
    return { sentTo: sent.sentTo };
  });
}
