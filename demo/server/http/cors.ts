import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_STATUS } from '../../../src/core/api/contract/status';

/**
 * Who may call the server from a browser page (issue 9, "Distribution"): pages of this server's own
 * origin, and the partner portals of FMS_PARTNER_ORIGINS, which load the elements' scripts, call the
 * REST API and open the sockets across origins. A page of any other site is refused outright, not
 * only left unreadable: its form posts and module scripts never reach a route.
 */
export type OriginVerdict = 'none' | 'same' | 'partner' | 'refused';

/**
 * No Origin header (a non-browser client, a classic script or a top-level link), this server's own
 * origin (same host, whatever scheme a proxy in front uses), a listed partner, or another site.
 */
export function originVerdict(origin: string | undefined, host: string | undefined, partners: readonly string[]): OriginVerdict {
  if (!origin) return 'none';
  if (partners.includes(origin)) return 'partner';
  if (host && URL.canParse(origin)) {
    const from = new URL(origin);
    // Read the Host under the origin's scheme, so a default port (:80, :443) compares equal.
    if (URL.canParse(`${from.protocol}//${host}`) && new URL(`${from.protocol}//${host}`).host === from.host) return 'same';
  }
  return 'refused';
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** The request headers the console sends (spec 7.1): the bearer token, the JSON body, the API keys. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-API-Key';
/** Headers a partner page may read: export file names and rate-limit waits. */
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After';
const REFUSED = { status: API_STATUS.FORBIDDEN, message: '此網站不允許存取本服務。' };

const verdictOf = (req: IncomingMessage, partners: readonly string[]) =>
  originVerdict(req.headers.origin, req.headers.host, partners);

/** Answers CORS for the partner origins, preflights included, and refuses other sites' pages. */
export function addCors(app: FastifyInstance, partners: readonly string[]): void {
  app.addHook('onRequest', async (req, reply) => {
    const verdict = verdictOf(req.raw, partners);
    if (verdict === 'refused') return reply.status(403).send(REFUSED);
    if (verdict !== 'partner') return undefined;
    reply.header('Access-Control-Allow-Origin', req.headers.origin);
    // The console sends every request with credentials (spec 7.1); a browser reads a credentialed
    // answer across origins only with this header, given to a listed partner's exact origin only.
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      return reply.status(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
    return undefined;
  });
}

/** The same rule for the socket handshake, where browsers apply no CORS of their own. */
export function socketOriginAllowed(partners: readonly string[]): (req: IncomingMessage) => boolean {
  return (req) => verdictOf(req, partners) !== 'refused';
}
