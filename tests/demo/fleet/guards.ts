import { expect } from 'vitest';
import type { TestApp } from '../harness';

type Req = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

/** Issue 3: without a bearer token a call answers 401 / 4010001. */
export async function expectNoToken(t: TestApp, req: Req): Promise<void> {
  const res = await t.call({ ...req, payload: req.payload as never });
  expect(res.statusCode).toBe(401);
  expect(res.json().status).toBe(4010001);
}

/** Spec 6: a caller without the screen's code answers 403 / 4030001. */
export async function expectForbidden(t: TestApp, req: Req, token: string): Promise<void> {
  const res = await t.call({ ...req, payload: req.payload as never, token });
  expect(res.statusCode).toBe(403);
  expect(res.json().status).toBe(4030001);
}

/** Issue 3: another enterprise's record is simply not found (404 / 4040001). */
export async function expectNotFound(t: TestApp, req: Req, token: string): Promise<void> {
  const res = await t.call({ ...req, payload: req.payload as never, token });
  expect(res.statusCode).toBe(404);
  expect(res.json().status).toBe(4040001);
}

/** Issue 3: bad input answers 400 / 4000001 naming the field. */
export async function expectInvalid(t: TestApp, req: Req, token: string | undefined, field: string): Promise<void> {
  const res = await t.call({ ...req, payload: req.payload as never, token });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 4000001, field });
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
