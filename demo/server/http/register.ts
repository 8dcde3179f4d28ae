import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAME_ORIGIN_HOSTS, type Hosts } from '../../../src/core/config/environments';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../../src/core/api/contract/endpoint';
import type { ServerContext } from '../context';
import type { Principal } from '../auth/principal';
import { authenticate, type Caller } from '../auth/authenticate';
import { ApiError, badInput } from './errors';
import { runAuditedChange } from './audit-change';
import { isChange } from './operation-audit';

/**
 * Path prefix of each host of spec 7 on the reference server (issue 3 'Serving'): the console's
 * same-origin defaults, so the two agree by construction.
 */
export const HOST_PREFIX: Readonly<Record<keyof Hosts, string>> = SAME_ORIGIN_HOSTS;

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  buffer: Buffer;
}

export interface CallInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; null only on calls whose auth is 'none' or key-only. */
  user: Principal | null;
  /** The enterprise uid whose open-API key the call carries; null on every other call. */
  keyOwner: string | null;
  ip: string;
  headers: FastifyRequest['headers'];
  file?: UploadedFile;
}

/** What a download handler returns: the file itself. */
export interface FileResult {
  /** inline: shown in the browser (a page, a stream segment) rather than saved as an attachment. */
  file: { fileName: string; contentType: string; buffer: Buffer | Uint8Array; inline?: boolean; cacheSeconds?: number };
}

/** What a handler may return to send the browser elsewhere (303 See Other), e.g. after a form post. */
export interface RedirectResult {
  redirect: string;
}

/**
 * A JSON answer printed beforehand, whole ({status: 0, data}), and gzipped: served as is, so calls
 * that share it (driving-monitor/v0/car/list, issue 26, 3) cost no printing. Gzip goes to the
 * callers that accept it.
 */
export interface PreparedJson {
  json: Buffer;
  gzip: Buffer;
}

/**
 * A prepared answer whose two forms are made only for a caller that asks for that one (a stored
 * week of track is kept gzipped and spliced into its answer: http/spliced-gzip.ts, issue 26, 6).
 */
export interface PreparedOnAsk {
  json: () => Promise<Buffer>;
  gzip: () => Promise<Buffer>;
}

export interface PreparedResult {
  prepared: PreparedJson | PreparedOnAsk;
}

/** What a handler may return instead of data, to answer with a non-zero status and data. */
export interface StatusResult<T> {
  statusResult: { status: number; data?: T; message?: string };
}

export type Handler<E extends Endpoint> = (
  input: CallInput<E>,
  ctx: ServerContext,
) => Promise<ResponseOf<E> | StatusResult<ResponseOf<E>> | RedirectResult | PreparedResult>;

/** A handler of a 'download' call: the file itself (or a redirect, e.g. after a form post). */
export type FileHandler<E extends Endpoint> = (input: CallInput<E>, ctx: ServerContext) => Promise<FileResult | RedirectResult>;

export interface Registrar {
  /** A JSON call: the handler's data is sent as {status: 0, data}. */
  route<E extends Endpoint>(ep: E, handler: Handler<E>): void;
  /** A 'download' call: the handler returns the file. */
  file<E extends Endpoint>(ep: E, handler: FileHandler<E>): void;
  /** Every endpoint registered so far, for the API description and the contract tests. */
  readonly endpoints: readonly Endpoint[];
}

export function fullPath(ep: Endpoint): string {
  return `${HOST_PREFIX[ep.host]}/${ep.path}`;
}

function isFile(value: unknown): value is FileResult {
  return !!value && typeof value === 'object' && 'file' in value;
}

function isRedirect(value: unknown): value is RedirectResult {
  return !!value && typeof value === 'object' && 'redirect' in value && typeof (value as RedirectResult).redirect === 'string';
}

function isPrepared(value: unknown): value is PreparedResult {
  return !!value && typeof value === 'object' && 'prepared' in value;
}

/** True when the request's Accept-Encoding takes gzip (not refused with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

function isStatusResult(value: unknown): value is StatusResult<unknown> {
  return !!value && typeof value === 'object' && 'statusResult' in value;
}

async function readUpload(req: FastifyRequest): Promise<UploadedFile> {
  const part = await (req as FastifyRequest & { file: () => Promise<{ filename: string; mimetype: string; toBuffer: () => Promise<Buffer> } | undefined> }).file();
  if (!part) throw badInput('file', '請選擇要上傳的檔案。');
  return { fileName: part.filename, mimeType: part.mimetype, buffer: await part.toBuffer() };
}

/** Registers contract endpoints on fastify: schemas validate input; the handler's data is wrapped in {status: 0, data}. */
export function createRegistrar(app: FastifyInstance, ctx: ServerContext): Registrar {
  const endpoints: Endpoint[] = [];
  const callers = new WeakMap<FastifyRequest, Caller>();
  function register(ep: Endpoint, handler: (input: CallInput<Endpoint>, ctx: ServerContext) => Promise<unknown>) {
    if (endpoints.some((e) => e.id === ep.id)) throw new Error(`endpoint ${ep.id} registered twice`);
    endpoints.push(ep);
    // Only a change belongs in the operation log, as the contract declares it (its effect and audit,
    // issue 24, 5); reads skip the audit scope altogether (issue 14).
    const audited = isChange(ep);
    app.route({
      method: ep.method,
      url: fullPath(ep),
      schema: {
        ...(ep.params ? { params: ep.params } : {}),
        ...(ep.query ? { querystring: ep.query } : {}),
        ...(ep.body && ep.kind !== 'multipart' ? { body: ep.body } : {}),
      },
      // Who is calling is settled before the input is validated: no token is 401, whatever the body.
      onRequest: async (req: FastifyRequest) => {
        callers.set(req, await authenticate(ep, req, ctx));
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const { user, keyOwner } = callers.get(req) ?? { user: null, keyOwner: null };
        const file = ep.kind === 'multipart' ? await readUpload(req) : undefined;
        const call = () => handler({
          params: req.params as never,
          query: req.query as never,
          body: (req.body ?? {}) as never,
          user,
          keyOwner,
          ip: req.ip,
          headers: req.headers,
          file,
        }, ctx);
        // A change appears in the log, its target named as people read it, with what changed (audit-change.ts).
        const result = audited
          ? await runAuditedChange(ctx, ep, { params: req.params, body: req.body, query: req.query }, user, call,
            (r) => !isStatusResult(r) || r.statusResult.status === 0)
          : await call();
        if (isFile(result)) {
          const { fileName, contentType, buffer, inline, cacheSeconds } = result.file;
          const disposition = inline ? 'inline' : 'attachment';
          return reply
            .header('Content-Type', contentType)
            .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`)
            .header('Cache-Control', cacheSeconds ? `private, max-age=${cacheSeconds}` : 'no-store')
            .send(Buffer.from(buffer));
        }
        if (isPrepared(result)) {
          const gzipped = acceptsGzip(req.headers['accept-encoding']);
          // Made before any header is set, so that a failure is answered by the error handler as usual.
          const form: Buffer | (() => Promise<Buffer>) = gzipped ? result.prepared.gzip : result.prepared.json;
          const answer = typeof form === 'function' ? await form() : form;
          // Added to Vary, not set over it: CORS has named Origin there for a partner's cache.
          const vary = reply.getHeader('vary');
          reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
          if (gzipped) reply.header('Content-Encoding', 'gzip');
          return reply.send(answer);
        }
        if (isStatusResult(result)) return reply.send(result.statusResult);
        if (isRedirect(result)) return reply.redirect(result.redirect, 303);
        return reply.send({ status: 0, data: result ?? null });
      },
    });
  }
  return {
    endpoints,
    route(ep, handler) {
      if (ep.kind === 'download') throw new Error(`${ep.id} is a download call: register it with file()`);
      register(ep, handler as never);
    },
    file(ep, handler) {
      if (ep.kind !== 'download') throw new Error(`${ep.id} is not a download call`);
      register(ep, handler as never);
    },
  };
}

export { ApiError };
