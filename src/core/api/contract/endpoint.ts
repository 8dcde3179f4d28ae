import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Hosts } from '../../config/environments';
import type { PermissionCode } from './permissions';

/**
 * One call of spec section 7, described once. The core's typed functions call it and the reference
 * server registers, validates and documents it (OpenAPI at /api/docs) from the same object, so the
 * two cannot drift.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call authenticates:
 * - none: no bearer token (sign-in, registration, user enable, …); X-API-Key still goes along;
 * - bearer: the access token;
 * - plus: the plus access token, or the plus API key;
 * - openApiKey: the open-API key only.
 */
export type AuthMode = 'none' | 'bearer' | 'plus' | 'openApiKey';

/** json: a {status, data} body; download: the body is a file; multipart: a file upload. */
export type EndpointKind = 'json' | 'download' | 'multipart';

type MaybeSchema = TSchema | undefined;

export interface Endpoint<
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends TSchema = TSchema,
> {
  /** Unique id, `domain.action`. */
  id: string;
  host: keyof Hosts;
  method: HttpMethod;
  /** Path relative to the host, with `:name` parameters, e.g. 'car/v0/:uid'. */
  path: string;
  auth: AuthMode;
  /**
   * Codes that allow the call; the caller needs any one of them. null: any signed-in user
   * (or anyone, when auth is 'none').
   */
  permission: readonly PermissionCode[] | null;
  /** True for driver-scoped calls: the server limits them to the caller's own records. */
  driverScoped?: boolean;
  /**
   * True for the dispatcher's calls (create, edit or delete a task, every schedule call): a driver is
   * refused (403) whatever codes they hold and before any record is looked up (issue 22, 10).
   */
  managerOnly?: boolean;
  /**
   * True for platform-wide calls (a bulletin reaches every enterprise): only the platform's
   * operator may make them, whatever codes an enterprise's users hold (issue 10, 3).
   */
  operatorOnly?: boolean;
  /**
   * Plus-host calls only: true for the calls the app web view makes with a plus access token (spec
   * 2.9). Such a token reaches the one car it was issued for; every other call refuses it.
   */
  appFlow?: boolean;
  params: P;
  query: Q;
  body: B;
  /** Schema of `data` in the success body (for kind 'download', of nothing: the body is the file). */
  response: R;
  kind: EndpointKind;
  /** Text of the global loading overlay while the call runs (spec 2.11, 7.5, 7.6, 7.7). */
  loadingText?: string;
  /** One line for the API description. */
  summary: string;
  /** Set where the call is of our own design rather than listed in spec section 7. */
  extension?: boolean;
  /**
   * What the call does to the records the enterprise keeps (issue 24, 5), declared rather than read
   * from its name: 'read' changes none (lists, details, exports, checks, previews, and issuing a
   * short-lived credential or link); 'write' changes some (signing in and out included). Like
   * `summary` and `audit`, only the server reads it: the browser build drops all three
   * (scripts/vite/strip-schemas.ts).
   */
  effect: Effect;
  /**
   * The operation log (issue 14), on each write a signed-in caller makes (auth bearer or plus), and
   * only there: the words of the entry the registrar records for the call (傳送語音訊息) when its
   * route records none; true where the route records its own entry, worded by what it changed
   * (新增車輛 KEA-1001), the registrar naming the method and call (修改（cars.update）) should it
   * record none; false where the registrar leaves the call out of the log (signing out, marking a
   * notice read). demo/server/http/operation-audit.ts reads it.
   */
  audit?: string | boolean;
}

export type Effect = 'read' | 'write';

type StaticOf<S> = S extends TSchema ? Static<S> : never;
export type ParamsOf<E extends Endpoint> = StaticOf<E['params']>;
export type QueryOf<E extends Endpoint> = StaticOf<E['query']>;
export type BodyOf<E extends Endpoint> = StaticOf<E['body']>;
export type ResponseOf<E extends Endpoint> = Static<E['response']>;

/**
 * Declares an endpoint; defaults: kind json, permission null, no params, query or body. Without
 * side effects, so a bundle drops the declarations nobody calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  P extends MaybeSchema = undefined,
  Q extends MaybeSchema = undefined,
  B extends MaybeSchema = undefined,
  R extends TSchema = TSchema,
>(
  def: Omit<Endpoint<P, Q, B, R>, 'kind' | 'permission' | 'params' | 'query' | 'body'> & {
    kind?: EndpointKind;
    permission?: readonly PermissionCode[] | null;
    params?: P;
    query?: Q;
    body?: B;
  },
): Endpoint<P, Q, B, R> {
  return { kind: 'json', permission: null, params: undefined, query: undefined, body: undefined, ...def } as Endpoint<P, Q, B, R>;
}

/** A `{status, data}` envelope of the given data schema (spec 7.1). */
/* @__NO_SIDE_EFFECTS__ */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Integer(),
    data: Type.Optional(data),
    message: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
  });
}

/** Common pieces. */
export const Uid = Type.String({ minLength: 1, maxLength: 64 });
export const UidParams = Type.Object({ uid: Uid });
export const IdParams = Type.Object({ id: Uid });
/**
 * Paging of a list call (README.md 'Paging'): spread into the body of a POST list, into the query of
 * a GET list; PagingQuery only where spec 7.3 fixes the query (message/v0/list).
 */
export const Paging = {
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10 })),
};
export const PagingQuery = Type.Object(Paging);
/** Timestamps are epoch milliseconds. */
export const Millis = Type.Integer({ minimum: 0 });
export const Empty = Type.Null();

/** A page of rows: lists filter and paginate with offset, limit and total (issue 3). */
/* @__NO_SIDE_EFFECTS__ */
export function Page<T extends TSchema>(row: T) {
  return Type.Object({ total: Type.Integer({ minimum: 0 }), offset: Type.Integer(), limit: Type.Integer(), list: Type.Array(row) });
}

/** Body of DELETE calls that take a body (spec 7.4–7.8): the uids to delete. */
export const DeleteBody = Type.Object({ uids: Type.Array(Uid, { minItems: 1, maxItems: 500 }) });
