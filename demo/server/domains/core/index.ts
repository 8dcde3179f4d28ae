import type { Domain } from '../../domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, insertUser } from './accounts';
import { authRoutes } from './auth-routes';
import { coreMigrations } from './migrations';
import { seedPlatformOperator } from './operator';
import { hashPassword } from '../../auth/passwords';
import { offerAuditTargets, provideService } from '../../services';
import { CORE_AUDIT_TARGETS } from './audit-targets';
import { userReads } from './user-reads';
import { enterpriseReads } from './enterprise-reads';
import { sessionReads } from './session-reads';
import { rateLimitWindows } from './rate-limit-windows';
import { enterpriseRoutes } from './enterprise-routes';
import { profileRoutes } from './profile-routes';
import { registrationRoutes } from './registration';
import { userRoutes } from './user-routes';

/**
 * Enterprises, accounts (the platform's operator among them), sessions and the auth calls of spec 7.2;
 * registration and activation (2.11, 5), enterprise data and parameters (7.4), account management
 * (7.5) and my profile (7.2 'Profile').
 */
export const coreDomain: Domain = {
  name: 'core',
  migrations: coreMigrations,
  provide(ctx) {
    provideService(ctx, 'core.users', userReads);
    provideService(ctx, 'core.enterprises', enterpriseReads);
    provideService(ctx, 'core.sessions', sessionReads);
    provideService(ctx, 'core.rateLimits', rateLimitWindows);
    offerAuditTargets(ctx, CORE_AUDIT_TARGETS);
  },
  async seed(ctx) {
    await ctx.db.query(
      `INSERT INTO enterprises (uid, name, code, tax_id, contact_name, phone, email, address) VALUES
        ($1, '台灣好運物流股份有限公司', 'HAOYUN', '24567891', '王大明', '02-2700-1234', 'service@fleet-demo.tw', '110臺北市信義區松仁路100號'),
        ($2, '北港冷鏈運輸有限公司', 'BEIGANG', '53219876', '張美玲', '05-783-5678', 'service@fleet-b.tw', '651雲林縣北港鎮文化路50號')`,
      [ctx.enterprises.A, ctx.enterprises.B],
    );
    // One hash for every demo account: scrypt is slow on purpose, and the seed should not be.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      await insertUser(ctx.db, {
        uid: `user-${account.name}`,
        enterpriseUid: ctx.enterprises[account.enterprise],
        name: account.name,
        password: DEMO_PASSWORD,
        passwordHash,
        zhName: account.zhName,
        role: account.role,
        codes: account.codes,
        email: account.email,
        mobile: account.mobile,
      }, ctx.now());
    }
    await seedPlatformOperator(ctx, passwordHash);
  },
  routes(r, ctx) {
    authRoutes(r, ctx);
    registrationRoutes(r, ctx);
    enterpriseRoutes(r, ctx);
    userRoutes(r, ctx);
    profileRoutes(r, ctx);
  },
};
