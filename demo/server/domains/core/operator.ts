import type { SeedContext } from '../../context';
import { insertUser } from './accounts';

/**
 * The platform's operator (issue 10, 3): the one account that may make operator-only calls, such as
 * publishing or withdrawing the platform-wide bulletins that put every enterprise into maintenance
 * mode. It lives in an enterprise of its own, with no cars and no other users, so no enterprise's
 * admin can manage, reset or impersonate it; registration and user management never create one.
 */
export const PLATFORM_ENTERPRISE = { uid: 'ent-platform', name: '車聯網平台營運（示範）', code: 'PLATFORM' } as const;

/** The demo operator; demo data only, never a production configuration. */
export const DEMO_OPERATOR = {
  name: 'demo-operator', zhName: '平台維運', role: 'staff', codes: ['P_P09', 'P_P36'], email: 'operator@fleet-demo.tw', mobile: '',
} as const;

/** Seeds the platform's enterprise and the demo operator, with the demo accounts' password hash. */
export async function seedPlatformOperator(ctx: SeedContext, passwordHash: string): Promise<void> {
  await ctx.db.query(
    `INSERT INTO enterprises (uid, name, code, contact_name, email, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [PLATFORM_ENTERPRISE.uid, PLATFORM_ENTERPRISE.name, PLATFORM_ENTERPRISE.code, DEMO_OPERATOR.zhName, DEMO_OPERATOR.email, new Date(ctx.now())],
  );
  await insertUser(ctx.db, {
    uid: `user-${DEMO_OPERATOR.name}`,
    enterpriseUid: PLATFORM_ENTERPRISE.uid,
    name: DEMO_OPERATOR.name,
    password: '',
    passwordHash,
    zhName: DEMO_OPERATOR.zhName,
    role: DEMO_OPERATOR.role,
    codes: DEMO_OPERATOR.codes,
    email: DEMO_OPERATOR.email,
    mobile: DEMO_OPERATOR.mobile,
    platformOperator: true,
  }, ctx.now());
}
