import { enterprise } from '../../../../src/core/api/contract/enterprise';
import { users } from '../../../../src/core/api/contract/users';
import { PERMISSION_CODES } from '../../../../src/core/api/contract/permissions';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { RateLimiter } from '../../auth/rate-limit';
import { badInput, conflict } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { insertUser } from './accounts';
import { createOtp } from './otp';
import { accountOfLink, accountOfOtp, enableAccount, sendActivationLink } from './activation';
import { isValidTaxId } from '../../../../src/core/validation';
import { isTaken, takenAnswers, TAKEN_MESSAGE, uniqueEnterpriseCode, type UniqueField } from './uniqueness';
import { unlessTaken } from '../../db/unique';
import { recordOperation } from '../../services';
import { HOUR_MS } from '../../../../src/core/format/time-units';

/** The public calls: self-registration (spec 2.11, 5), its uniqueness check, and account activation. */
export function registrationRoutes(r: Registrar, ctx: ServerContext): void {
  const registerLimiter = new RateLimiter('register-client', 5, HOUR_MS, ctx);
  // Whether a name, tax id, e-mail or mobile is taken tells who has an account (issue 10, 9): the
  // check and registration's own conflicts share one budget per client, enough for a form's blurs.
  const checkLimiter = new RateLimiter('unique-check-client', 30, 10 * 60_000, ctx);
  const limitChecks = (ip: string) => checkLimiter.enforce(ip, '查詢次數過多，請稍後再試。');

  r.route(enterprise.checkUnique, async ({ body, ip }) => {
    await limitChecks(ip);
    return { unique: !(await isTaken(ctx.db, body.field, body.value)) };
  });

  r.route(enterprise.register, async ({ body, ip }) => {
    await limitChecks(ip);
    if (!isValidTaxId(body.enterprise.taxId)) throw badInput('enterprise.taxId', '統一編號檢查碼不正確。');
    const checks: Array<[UniqueField, string, string]> = [
      ['name', body.enterprise.name, 'enterprise.name'], ['taxId', body.enterprise.taxId, 'enterprise.taxId'],
      ['account', body.admin.name, 'admin.name'], ['email', body.admin.email, 'admin.email'], ['mobile', body.admin.mobile, 'admin.mobile'],
    ];
    for (const [field, value, path] of checks) {
      if (await isTaken(ctx.db, field, value)) throw conflict(TAKEN_MESSAGE[field], path);
    }
    await registerLimiter.enforce(ip, '註冊次數過多，請稍後再試。');
    const e = body.enterprise;
    const enterpriseUid = randomUUID();
    const code = await uniqueEnterpriseCode(ctx.db);
    const paths = Object.fromEntries(checks.map(([field, , path]) => [field, path]));
    const userUid = await unlessTaken(() => ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO enterprises (uid, name, code, tax_id, contact_name, phone, email, address, verified, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9)`,
        [enterpriseUid, e.name.trim(), code, e.taxId, e.contactName, e.phone, e.email, e.address, new Date(ctx.now())],
      );
      return insertUser(tx, {
        enterpriseUid, name: body.admin.name, password: body.admin.password, zhName: body.admin.zhName, role: 'admin',
        codes: PERMISSION_CODES, mobile: body.admin.mobile, email: body.admin.email, enabled: false,
      }, ctx.now());
    }), takenAnswers(paths));
    const admin: Principal = {
      userUid, sessionUid: '', enterpriseUid, name: body.admin.name, zhName: body.admin.zhName, codes: [...PERMISSION_CODES], role: 'admin',
    };
    await recordOperation(ctx, admin, '企業註冊', e.name, { code, verifyBy: body.verifyBy });
    if (body.verifyBy === 'otp') {
      const sent = await createOtp(ctx, userUid, body.admin.mobile, 'activation');
      return { enterpriseUid, verifyBy: 'otp' as const, ...sent };
    }
    const sent = await sendActivationLink(ctx, { uid: userUid, zh_name: body.admin.zhName, email: body.admin.email, mobile: body.admin.mobile });
    return { enterpriseUid, verifyBy: 'email' as const, ...sent };
  });

  r.route(users.enable, async ({ body }) => {
    let userUid: string;
    if (body.token) userUid = await accountOfLink(ctx, body.token);
    else if (body.otpToken && body.otp) userUid = await accountOfOtp(ctx, body.otpToken, body.otp);
    else throw badInput(body.otpToken ? 'otp' : 'token', '請提供啟用連結的驗證碼，或簡訊驗證碼。');
    return enableAccount(ctx, userUid);
  });
}
