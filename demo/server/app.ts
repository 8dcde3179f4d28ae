import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { now, type Clock } from '../../src/core/clock';
import { defaultConfig } from '../../src/core/config/environments';
import { API_STATUS } from '../../src/core/api/contract/status';
import { principalFromToken } from './auth/authenticate';
import { createOpenApiKeys, demoOpenApiKeyOwners } from './auth/open-api-keys';
import type { TokenConfig } from './auth/tokens';
import { SEED_SIZES, type MessageSender, type SeedSize, type ServerContext } from './context';
import type { Domain } from './domain';
import { openDatabase } from './db/database';
import { openPgDatabase } from './db/pg-database';
import { databaseFailure, databaseTarget, poolSizeFrom } from './db/database-url';
import { migrate } from './db/migrate';
import type { GeoProvider } from './geo/provider';
import { geoProviderFromEnv } from './geo/provider-config';
import { DOMAINS } from './domains';
import { seedAll } from './seed';
import { ApiError, badInput, fieldOf, messageOf } from './http/errors';
import { jsonTooDeep, JSON_TOO_DEEP_MESSAGE } from './http/json-depth';
import { openApiDocument } from './http/openapi';
import { addCors, refusedOriginLogger, socketOriginAllowed } from './http/cors';
import { addSecurityHeaders, partnerOriginsFrom } from './http/security-headers';
import { decodeUtf8, refuseBadText } from './http/text-input';
import { fastifyTrustProxy, trustProxyFrom } from './http/trust-proxy';
import { createRegistrar, type Registrar } from './http/register';
import { sharedValidators } from './http/shared-validators';
import { serveConsole } from './http/static';
import { docsRoutes } from './docs/routes';
import { createRealtime } from './realtime/realtime';
import { deviceIntakeRoutes } from './domains/monitoring/intake/routes';
import { senderFromEnv } from './mail/smtp-sender';
import type { ClusterAdapter } from './cluster/adapter';
import { leadWhenLocked, type Leadership } from './cluster/leadership';

export interface AppOptions {
  /** Folder of the database and secrets; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** Wipe the data folder first. */
  reset?: boolean;
  /**
   * A PostgreSQL server to run on instead of the embedded PGlite (`postgres://…`); by default
   * FMS_DATABASE_URL. The data folder then keeps only the secrets and uploads.
   */
  databaseUrl?: string;
  /** Start the in-memory database from a dump (tests), instead of migrating and seeding afresh. */
  snapshot?: Blob;
  /** A named seed, or an explicit one (`npm start -- --trucks=N`, start-options.ts). */
  seedSize?: keyof typeof SEED_SIZES | SeedSize;
  /** Run the simulator and other background work. */
  background?: boolean;
  /** Folder of the built console to serve; omitted in API-only tests. */
  staticDir?: string;
  /**
   * Partner origins: they may embed the console and its elements (frame-ancestors), load their scripts,
   * call the API and open the sockets (CORS); by default FMS_PARTNER_ORIGINS.
   */
  partnerOrigins?: readonly string[];
  /** The server's clock; by default the core clock (src/core/clock), which FMS_NOW may start at a chosen instant. */
  now?: Clock;
  sender?: MessageSender;
  logger?: boolean;
  domains?: readonly Domain[];
  /** Who answers the geo calls; by default the one FMS_GEOCODER / FMS_ROUTER name (offline unless set). */
  geo?: GeoProvider;
  /**
   * Test runs only: GET /api/test/outbox?to=… answers the last OTP or link the demo sender sent to
   * that address, so end-to-end tests can finish the flows a person finishes from their phone.
   */
  testOutbox?: boolean;
  /** The reverse proxies whose X-Forwarded-For names the client (http/trust-proxy.ts); by default FMS_TRUST_PROXY. */
  trustProxy?: false | number | string[];
  /** The console's public origin for links in messages; by default FMS_PUBLIC_ORIGIN, else http://localhost:8080. */
  publicOrigin?: string;
  /**
   * One worker of several (FMS_WORKERS, cluster/primary.ts): the socket.io adapter that carries the
   * realtime messages to the other processes, and this worker's number (the x-fms-worker header).
   */
  cluster?: { adapter: ClusterAdapter; worker: number };
}

export interface App {
  fastify: FastifyInstance;
  ctx: ServerContext;
  registrar: Registrar;
  /** Starts background work (the simulator); call after listen. */
  startBackground(): void;
  close(): Promise<void>;
}

/** The demo sender: logs the message and keeps the latest per recipient, for the README's manual checks and tests. */
export function createLogSender(log: (m: string) => void): MessageSender & { last: Map<string, Record<string, string>> } {
  const last = new Map<string, Record<string, string>>();
  return {
    last,
    async send(to, kind, text, payload) {
      last.set(to, { kind, text, ...payload });
      log(`[sender] ${kind} → ${to}: ${text}`);
    },
  };
}

/** An origin without a trailing slash or path; a value that is not an http(s) origin falls back to the default. */
export function publicOriginOf(value: string | undefined, fallback = 'http://localhost:8080'): string {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

function tokenSecret(dataDir: string | null): Uint8Array {
  if (process.env.FMS_TOKEN_SECRET) return new TextEncoder().encode(process.env.FMS_TOKEN_SECRET);
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { dataDir } = options;
  if (dataDir && options.reset) {
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const log = (message: string, detail?: unknown) => {
    if (options.logger !== false) console.log(message, detail ?? '');
  };
  // Before the database opens, so a wrong FMS_GEOCODER / FMS_ROUTER stops the start cleanly.
  const geo = options.geo ?? geoProviderFromEnv(process.env, (m) => log(m));
  const trustProxy = options.trustProxy ?? trustProxyFrom(process.env.FMS_TRUST_PROXY);
  const partnerOrigins = options.partnerOrigins ?? partnerOriginsFrom(process.env.FMS_PARTNER_ORIGINS);
  const databaseUrl = options.databaseUrl ?? process.env.FMS_DATABASE_URL;
  const db = databaseUrl
    ? await openPgDatabase(databaseUrl, { max: poolSizeFrom(process.env.FMS_DATABASE_POOL) })
    : await openDatabase(dataDir ? path.join(dataDir, 'pg') : null, options.snapshot);
  const clock = options.now ?? now;
  const tokens: TokenConfig = {
    secret: tokenSecret(dataDir),
    accessTtl: Number(process.env.FMS_ACCESS_TTL ?? 15 * 60),
    refreshTtl: 7 * 24 * 3600,
    issuer: 'fleet-console-reference',
    now: clock,
  };
  const refusedOrigin = refusedOriginLogger((line) => log(line));
  const realtime = createRealtime(clock, socketOriginAllowed(partnerOrigins, refusedOrigin), options.cluster);
  // SMTP for e-mail addresses when FMS_SMTP_URL / FMS_SMTP_HOST is set (mail/smtp-sender.ts), else the demo sender.
  const sender = options.sender ?? senderFromEnv(process.env, createLogSender((m) => log(m)), (m) => log(m));
  const keys = defaultConfig('dev').keys;
  const services = new Map<string, unknown>();
  const ctx: ServerContext = {
    db,
    tokens,
    keys,
    openApiKeys: createOpenApiKeys(demoOpenApiKeyOwners(keys), { db, now: clock, services }),
    now: clock,
    realtime,
    sender,
    geo,
    seedSize: typeof options.seedSize === 'object' ? options.seedSize : SEED_SIZES[options.seedSize ?? 'full'],
    services,
    log,
    publicOrigin: publicOriginOf(options.publicOrigin ?? process.env.FMS_PUBLIC_ORIGIN),
    partnerOrigins,
  };
  const domains = options.domains ?? DOMAINS;
  // Several processes may start at once on one PostgreSQL server (FMS_WORKERS): one migrates and
  // seeds while the others wait for its lock, then find the work done.
  try {
    await db.exclusive(async (own) => {
      await migrate(own, domains.flatMap((d) => d.migrations));
      for (const domain of domains) domain.provide?.(ctx);
      await seedAll(ctx, domains, own);
    });
  } catch (error) {
    await db.close().catch(() => {});
    // A role that may not create tables is the operator's to fix: say so in one line.
    if (databaseUrl && (error as { code?: string }).code === '42501') throw databaseFailure(error, databaseTarget(databaseUrl));
    throw error;
  }

  const fastify = Fastify({
    logger: false,
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: 20 * 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
  });
  addCors(fastify, partnerOrigins, refusedOrigin);
  addSecurityHeaders(fastify, partnerOrigins);
  await fastify.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  // The console sends Content-Type JSON on every request (spec 7.1), also on POSTs without a body.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (error) {
      return done(error as Error, undefined);
    }
    if (!text.trim()) return done(null, undefined);
    if (jsonTooDeep(text)) return done(badInput('body', JSON_TOO_DEEP_MESSAGE), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('請求內容不是有效的 JSON。'), { statusCode: 400 }), undefined);
    }
  });
  // HTML forms (the sandbox card page) post url-encoded fields.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, Object.fromEntries(new URLSearchParams(decodeUtf8(body as Buffer))));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // NUL and lone surrogates in any string of the body, query or path: 400 naming the field (issue 10, 10).
  fastify.addHook('preValidation', refuseBadText);
  fastify.setErrorHandler((error, _req, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterS) reply.header('Retry-After', String(error.retryAfterS));
      return reply.status(error.httpStatus).send(error.body());
    }
    const validation = (error as { validation?: Array<Record<string, unknown>>; validationContext?: string }).validation;
    if (validation?.length) {
      const first = validation[0];
      const field = fieldOf(first, (error as { validationContext?: string }).validationContext ?? 'body');
      return reply.status(400).send({ status: API_STATUS.VALIDATION, field, message: messageOf(first, field) });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode < 500) {
      return reply.status(statusCode).send({ status: API_STATUS.VALIDATION, message: '請求格式不正確。' });
    }
    console.error(error);
    return reply.status(500).send({ status: API_STATUS.SERVER_ERROR, message: '系統發生錯誤，請稍後再試。' });
  });

  const registrar = createRegistrar(fastify, ctx);
  for (const domain of domains) domain.routes(registrar, ctx);
  const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string;
  fastify.get('/api/docs', async () => openApiDocument(registrar.endpoints, version));
  docsRoutes(fastify);
  // Real devices' positions (OsmAnd, Traccar forwarding): outside /api, as a device calls them.
  if (domains.some((d) => d.name === 'monitoring')) deviceIntakeRoutes(fastify, ctx);
  const outbox = (sender as Partial<ReturnType<typeof createLogSender>>).last;
  if (options.testOutbox && outbox) {
    fastify.get('/api/test/outbox', async (req, reply) => {
      const to = String((req.query as { to?: string }).to ?? '');
      const message = outbox.get(to);
      return message ? { status: 0, data: message } : reply.status(404).send({ status: API_STATUS.NOT_FOUND, message: '沒有寄給此地址的訊息。' });
    });
  }
  if (options.staticDir) await serveConsole(fastify, options.staticDir);
  else fastify.setNotFoundHandler((_req, reply) => reply.status(404).send({ status: API_STATUS.NOT_FOUND, message: '找不到此路徑。' }));

  realtime.attach(fastify.server, (token) => principalFromToken(token, ctx));
  if (options.cluster) {
    // Which process answered, for the operator and the cluster's test (the socket's upgrade carries it too).
    const worker = String(options.cluster.worker);
    fastify.addHook('onRequest', async (_req, reply) => { reply.header('x-fms-worker', worker); });
  }
  const stops: Array<() => void | Promise<void>> = [];
  let leadership: Leadership | null = null;
  /** Every domain's background work; returns the stop of all of it. */
  const startWork = () => {
    for (const d of domains) if (d.start) stops.push(d.start(ctx));
    return async () => {
      for (const stop of stops.splice(0)) await stop();
    };
  };
  return {
    fastify,
    ctx,
    registrar,
    startBackground() {
      if (options.background === false) return;
      // On a PostgreSQL server other processes may share, the work runs in the one holding the lock (cluster/leadership.ts).
      if (databaseUrl) {
        const name = options.cluster?.worker ? `worker ${options.cluster.worker} (pid ${process.pid})` : `process ${process.pid}`;
        leadership = leadWhenLocked({ url: databaseUrl, start: startWork, log: (line) => console.log(line), name });
      } else startWork();
    },
    async close() {
      await leadership?.stop();
      for (const stop of stops.splice(0)) await stop();
      await realtime.close();
      await fastify.close();
      await db.close();
    },
  };
}
