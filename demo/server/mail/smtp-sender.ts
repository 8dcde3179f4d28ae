/**
 * One-time passwords and activation links by mail (issue 25, 4): over SMTP through nodemailer when
 * the environment names a server, else the demo sender as before. Only e-mail addresses go by
 * mail; a mobile number stays with the demo sender (no SMS gateway is configured).
 *
 * FMS_SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start), or FMS_SMTP_HOST with
 * FMS_SMTP_PORT (587), FMS_SMTP_USER, FMS_SMTP_PASS and FMS_SMTP_SECURE (true for port 465);
 * FMS_MAIL_FROM is the sender's address (車隊管理 <no-reply@…>).
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { ACCOUNT_MAIL_SUBJECTS } from '../../../src/core/api/contract/vocabulary';
import type { MessageSender } from '../context';
import { ApiError } from '../http/errors';

export interface SmtpSettings {
  transport: SMTPTransport.Options | string;
  from: string;
  /** The variable that named the server and its host:port, for a start-up error an operator can act on. */
  source: { variable: 'FMS_SMTP_URL' | 'FMS_SMTP_HOST'; server: string };
}

/** How long the start waits for the mail server's greeting before it gives up. */
const VERIFY_TIMEOUT_MS = 10_000;

/** A subject for every kind of message the server sends. */
const SUBJECTS: Record<Parameters<MessageSender['send']>[1], string> = ACCOUNT_MAIL_SUBJECTS;

/** The SMTP settings the environment names; null when it names none. A wrong value stops the start with a clear message. */
export function smtpSettingsFrom(env: Record<string, string | undefined>): SmtpSettings | null {
  const url = env.FMS_SMTP_URL?.trim();
  const host = env.FMS_SMTP_HOST?.trim();
  if (!url && !host) return null;
  const from = env.FMS_MAIL_FROM?.trim() || '車隊管理 <no-reply@localhost>';
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`FMS_SMTP_URL is not a URL: expected smtp://user:password@host:587 or smtps://…:465, got ${JSON.stringify(url.replace(/\/\/[^@]*@/, '//…@'))}`);
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`FMS_SMTP_URL must start with smtp:// or smtps://, got ${parsed.protocol}//`);
    const server = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`;
    return { transport: url, from, source: { variable: 'FMS_SMTP_URL', server } };
  }
  const port = Number(env.FMS_SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`FMS_SMTP_PORT must be a port number, got ${JSON.stringify(env.FMS_SMTP_PORT)}`);
  const user = env.FMS_SMTP_USER?.trim();
  return {
    transport: {
      host, port, secure: env.FMS_SMTP_SECURE === 'true' || port === 465,
      ...(user ? { auth: { user, pass: env.FMS_SMTP_PASS ?? '' } } : {}),
    },
    from,
    source: { variable: 'FMS_SMTP_HOST', server: `${host}:${port}` },
  };
}

/**
 * Sends mail to e-mail addresses over SMTP; anything else (a mobile number) goes to `other`.
 * A failed send fails the request (the caller answers 5xx and may ask again): a code nobody got
 * must not look sent.
 */
export function createSmtpSender(settings: SmtpSettings, other: MessageSender, log: (m: string) => void): MessageSender & { close(): void; verify(): Promise<void> } {
  const transporter = nodemailer.createTransport(settings.transport);
  return {
    async send(to, kind, text, payload) {
      if (!to.includes('@')) return other.send(to, kind, text, payload);
      try {
        await transporter.sendMail({ from: settings.from, to, subject: SUBJECTS[kind], text });
      } catch (error) {
        // the operator reads the SMTP server's answer in the log; the user gets a message to act on
        log(`[mail] ${kind} → ${to} failed: ${(error as Error).message}`);
        throw new ApiError(API_STATUS.SERVER_ERROR, '郵件寄送失敗，請稍後再試；若持續發生，請聯絡系統管理員。');
      }
      log(`[mail] ${kind} → ${to}`);
    },
    close: () => transporter.close(),
    /**
     * At start (main.ts): a wrong host or port stops the start with a line naming the variable,
     * rather than every one-time password failing later.
     */
    async verify() {
      const { variable, server } = settings.source;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${VERIFY_TIMEOUT_MS / 1000} s`)), VERIFY_TIMEOUT_MS);
      });
      try {
        await Promise.race([transporter.verify(), late]);
      } catch (error) {
        throw new Error(`${variable}: the mail server ${server} cannot be used (${(error as Error).message}): check its host, port and sign-in, or unset ${variable} to keep the demo sender.`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Checks the SMTP server when the sender is one; the demo sender needs no check. */
export async function verifyMailServer(sender: MessageSender): Promise<void> {
  const smtp = sender as Partial<ReturnType<typeof createSmtpSender>>;
  if (typeof smtp.verify === 'function') await smtp.verify();
}

/** The sender the environment asks for: SMTP for e-mail addresses when configured, the demo sender for the rest. */
export function senderFromEnv(env: Record<string, string | undefined>, demo: MessageSender, log: (m: string) => void): MessageSender {
  const settings = smtpSettingsFrom(env);
  return settings ? createSmtpSender(settings, demo, log) : demo;
}
