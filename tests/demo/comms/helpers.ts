import type { TestApp } from '../harness';
import { expectOk } from '../replies';

/** Shared bits of the comms tests. */

/**
 * Registers an enterprise of its own (spec 2.11), enables its admin by the e-mailed link and signs
 * the admin in: an account anyone can make, holding every permission code. Returns its access token.
 */
export async function selfRegisteredAdmin(t: TestApp, taxId = '22099131'): Promise<string> {
  const admin = { name: 'self-made-admin', password: 'Register2026', zhName: '趙子龍', mobile: '0933000099', email: 'admin@self-made.tw' };
  const registered = await t.call({ method: 'POST', url: '/api/enterprise/v0', payload: {
    agree: true, verifyBy: 'email', admin,
    enterprise: { name: '自辦物流有限公司', taxId, contactName: '趙先生', phone: '03-555-1234', email: 'office@self-made.tw', address: '300新竹市東區光復路二段101號' },
  } });
  expectOk(registered);
  expectOk(await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token: t.sender.last.get(admin.email)!.token } }));
  return t.tokenOf(admin.name, admin.password);
}

/** A multipart/form-data body with one file field. */
export function multipart(fileName: string, contentType: string, content: Buffer, field = 'file') {
  const boundary = `----comms-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A car of the enterprise with a DVR (fleet seed). */
export async function dvrCar(t: TestApp, enterpriseUid = 'ent-a'): Promise<{ uid: string; car_no: string; udid: string }> {
  const row = await t.app.ctx.db.one<{ uid: string; car_no: string; udid: string }>(
    `SELECT uid, car_no, udid FROM cars WHERE enterprise_uid = $1 AND NOT deleted AND enabled_code AND udid IS NOT NULL AND devices ? 'dvr' ORDER BY uid LIMIT 1`,
    [enterpriseUid]);
  if (!row) throw new Error(`no DVR car in ${enterpriseUid}`);
  return row;
}
