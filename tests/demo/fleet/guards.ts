import type { TestApp } from '../harness';
import * as replies from '../replies';

type Req = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

const send = (t: TestApp, req: Req, token?: string) => t.call({ ...req, payload: req.payload as never, token });

/** The request-first forms of the shared answers (../replies): each sends `req` and checks the answer. */
export async function expectNoToken(t: TestApp, req: Req): Promise<void> {
  replies.expectNoToken(await send(t, req));
}

export async function expectForbidden(t: TestApp, req: Req, token: string): Promise<void> {
  replies.expectForbidden(await send(t, req, token));
}

export async function expectNotFound(t: TestApp, req: Req, token: string): Promise<void> {
  replies.expectNotFound(await send(t, req, token));
}

export async function expectInvalid(t: TestApp, req: Req, token: string | undefined, field: string): Promise<void> {
  replies.expectInvalid(await send(t, req, token), field);
}

/** Signs in an account created in a test (enabled directly in the database). */
export async function tokenOfNew(t: TestApp, name: string, codes: string[], role = 'staff'): Promise<string> {
  const db = t.app.ctx.db;
  const hash = (await db.one<{ password_hash: string }>(`SELECT password_hash FROM users WHERE name = 'demo-viewer'`))!.password_hash;
  await db.query(
    `INSERT INTO users (uid, enterprise_uid, name, password_hash, zh_name, role, codes, message_settings, password_changed_at)
     VALUES ($1, 'ent-a', $1, $2, '測試人員', $3, $4, '[]', $5) ON CONFLICT (uid) DO NOTHING`,
    [name, hash, role, codes, new Date(t.app.ctx.now())],
  );
  return t.tokenOf(name);
}
