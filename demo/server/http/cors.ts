import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { ORIGIN_CHECK_PATH, type OriginCheck } from '../../../src/core/embed/origin-check';

/**
 * Who may call the server from a browser page (issue 9, "Distribution"): pages of this server's own
 * origin, and the partner portals of FMS_PARTNER_ORIGINS, which load the elements' scripts, call the
 * REST API and open the sockets across origins. A page of any other site is refused outright, not
 * only left unreadable: its form posts and calls never reach a route, and its sockets never open.
 *
 * The elements' code is the exception (issue 23, 6): it is public (anyone can fetch it without a
 * browser), so refusing it protects nothing and only hid the reason behind the browser's generic
 * CORS error. It is served to any page, without credentials, and so is the origin check beside it,
 * which tells the elements on a refused page that FMS_PARTNER_ORIGINS is what to change
 * (src/core/embed/origin-check.ts). The server logs each refused origin once, naming the setting.
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
/** The server setting that lists the partner origins (security-headers.ts partnerOriginsFrom). */
export const PARTNER_ORIGINS_SETTING = 'FMS_PARTNER_ORIGINS';

/**
 * The public code every page may load: the elements' stable URLs, loader and versioned files under
 * /elements/, the hashed chunks under /assets/, the manifest, and the origin check. GET and HEAD only.
 */
export function isPublicCode(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0];
  return path.startsWith('/elements/') || path.startsWith('/assets/') || path === '/custom-elements.json';
}

/** The once-per-origin log line of a refused origin; the list is capped so odd Origin headers cannot grow it without end. */
export function refusedOriginLogger(log: (line: string) => void, cap = 200): (origin: string) => void {
  const logged = new Set<string>();
  return (origin) => {
    if (logged.has(origin) || logged.size >= cap) return;
    logged.add(origin);
    log(`[cors] refused ${origin}: not in ${PARTNER_ORIGINS_SETTING}; add it there (comma-separated origins) and restart to let its pages call the API and open sockets.`);
  };
}

const verdictOf = (req: IncomingMessage, partners: readonly string[]) =>
  originVerdict(req.headers.origin, req.headers.host, partners);

/**
 * Answers CORS for the partner origins, preflights included, refuses other sites' pages (each
 * refused origin logged once through `refused`) but gives any page the public code, and answers
 * the origin check.
 */
export function addCors(app: FastifyInstance, partners: readonly string[], refused: (origin: string) => void = () => {}): void {
  app.addHook('onRequest', async (req, reply) => {
    const verdict = verdictOf(req.raw, partners);
    if (verdict === 'refused') {
      if (!isPublicCode(req.method, req.url)) {
        refused(String(req.headers.origin));
        return reply.status(403).send(REFUSED);
      }
      // Readable without credentials, which a module script or a plain fetch does not send across origins.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Vary', 'Origin');
      return undefined;
    }
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
  // Whether the asking page's origin may use this server: what a refused page cannot learn from the
  // 403 its browser hides. The list is no secret (every answer's frame-ancestors names it).
  app.get(ORIGIN_CHECK_PATH, async (req, reply) => {
    const origin = req.headers.origin ?? null;
    const data: OriginCheck = { origin, allowed: verdictOf(req.raw, partners) !== 'refused', setting: PARTNER_ORIGINS_SETTING };
    return reply.header('Cache-Control', 'no-store').send({ status: API_STATUS.OK, data });
  });
}

/** The same rule for the socket handshake, where browsers apply no CORS of their own. */
export function socketOriginAllowed(partners: readonly string[], refused: (origin: string) => void = () => {}): (req: IncomingMessage) => boolean {
  return (req) => {
    if (verdictOf(req, partners) !== 'refused') return true;
    refused(String(req.headers.origin));
    return false;
  };
}
