import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogSender } from '../../../demo/server/app';
import { createSmtpSender, senderFromEnv, smtpSettingsFrom } from '../../../demo/server/mail/smtp-sender';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';

/**
 * Issue 25, 4: with FMS_SMTP_URL set, one-time passwords and activation links go out by mail.
 * A local SMTP sink started here receives them (no network).
 */
interface Received { from: string; to: string[]; subject: string; text: string }
const inbox: Received[] = [];
let sink: SMTPServer;
let port: number;
let t: TestApp;
const demo = createLogSender(() => {});

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
  port = (sink.server.address() as AddressInfo).port;
  const sender = senderFromEnv({ FMS_SMTP_URL: `smtp://127.0.0.1:${port}`, FMS_MAIL_FROM: '車隊管理 <fleet@example.test>' }, demo, () => {});
  t = await startTestApp({ sender });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const mailTo = (address: string) => inbox.filter((m) => m.to.includes(address)).at(-1);

describe('mail over SMTP (issue 25, 4)', () => {
  it('a new account\'s activation link arrives by mail, and the link in it activates the account', async () => {
    const admin = await t.tokenOf('demo-admin');
    expectOk(await t.call({
      method: 'POST', url: '/api/users/v0', token: admin,
      payload: { name: 'mail-user-1', password: 'Mailtest2026x', zhName: '郵件測試', role: 'staff', email: 'mail-user-1@example.test', codes: ['P_P36'] },
    }));
    const mail = mailTo('mail-user-1@example.test');
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('fleet@example.test');
    expect(mail!.subject).toBe('車隊管理 帳號啟用連結');
    const link = /(https?:\/\/\S+\/verify\?token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const activated = await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token } });
    expect(activated.json().status).toBe(0);
  });

  it('a one-time password to an e-mail address arrives by mail and verifies', async () => {
    const res = expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'mail-user-1' } }));
    const mail = mailTo('mail-user-1@example.test');
    expect(mail!.subject).toBe('車隊管理 驗證碼');
    const code = /驗證碼為 (\d{6})/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/password/otp', payload: { otpToken: res.otpToken, otp: code } }));
  });

  it('a mobile number still goes to the demo sender, not by mail', async () => {
    const before = inbox.length;
    expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'demo-viewer' } }));
    expect(inbox.length).toBe(before);
    expect([...demo.last.values()].some((m) => m.kind === 'otp')).toBe(true);
  });

  it('a mail the SMTP server does not take fails the send with a message, and the log names why', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const freePort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lines: string[] = [];
    const sender = createSmtpSender(smtpSettingsFrom({ FMS_SMTP_URL: `smtp://127.0.0.1:${freePort}` })!, demo, (m) => lines.push(m));
    await expect(sender.send('someone@example.test', 'otp', '您的驗證碼為 123456', {})).rejects.toThrow(/郵件寄送失敗/);
    expect(lines.join('\n')).toMatch(/otp → someone@example.test failed/);
    sender.close();
  });

  it('without SMTP settings the demo sender stays; a wrong URL stops the start with a clear message', () => {
    expect(smtpSettingsFrom({})).toBeNull();
    expect(senderFromEnv({}, demo, () => {})).toBe(demo);
    expect(() => smtpSettingsFrom({ FMS_SMTP_URL: 'mail.example.com' })).toThrow(/FMS_SMTP_URL/);
    expect(() => smtpSettingsFrom({ FMS_SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\//);
    expect(() => smtpSettingsFrom({ FMS_SMTP_HOST: 'mail', FMS_SMTP_PORT: 'x' })).toThrow(/FMS_SMTP_PORT/);
    expect(smtpSettingsFrom({ FMS_SMTP_HOST: 'mail', FMS_SMTP_PORT: '465', FMS_SMTP_USER: 'u', FMS_SMTP_PASS: 'p' })!.transport)
      .toMatchObject({ host: 'mail', port: 465, secure: true, auth: { user: 'u', pass: 'p' } });
  });
});
