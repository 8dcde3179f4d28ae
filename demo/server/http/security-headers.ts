import type { FastifyInstance } from 'fastify';

/**
 * Response headers of every answer (issue 10, 12). The console's own code comes from this origin
 * only; React style attributes and the elements' shadow-root <style> need inline styles; map tiles
 * may come from any https tile server a deployment configures; camera video plays from blob: URLs.
 * Frames: the console and its elements may be embedded by this origin and by the partner origins
 * of FMS_PARTNER_ORIGINS (comma-separated), nobody else.
 */
export function partnerOriginsFrom(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`FMS_PARTNER_ORIGINS: ${entry} is not an origin (e.g. https://partner.example.com)`);
    }
    return url.origin;
  });
}

/**
 * `consoleOrigins`: for a page the demo serves as a partner's site (below), the console origins it
 * may load the elements from and connect to (REST and socket).
 */
export function contentSecurityPolicy(partnerOrigins: readonly string[], consoleOrigins: readonly string[] = []): string {
  const connect = consoleOrigins.flatMap((o) => [o, o.replace(/^http/, 'ws')]);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...consoleOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    ["connect-src 'self'", ...connect].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    // The card provider's form returns (303) to a partner's page after paying (issue 23); browsers hold that redirect to form-action.
    ["form-action 'self'", ...partnerOrigins].join(' '),
    `frame-ancestors ${["'self'", ...partnerOrigins].join(' ')}`,
  ].join('; ');
}

/** Adds the headers to every answer; JSON answers (which carry the tokens) are never cached. */
export function addSecurityHeaders(app: FastifyInstance, partnerOrigins: readonly string[]): void {
  const policy = contentSecurityPolicy(partnerOrigins);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', partnerSiteConsole(req.headers.host, partnerOrigins) ?? policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    // URLs may carry tokens (sign-in by URL, stream links): never hand them to another site.
    reply.header('Referrer-Policy', 'no-referrer');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('json') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * The demo's partner portal (demo/pages/partner.html) is served by this same server under a second
 * name that FMS_PARTNER_ORIGINS lists (the e2e run: the console at http://127.0.0.1:PORT, the
 * partner at http://localhost:PORT). A page asked for under a partner's name is that partner's
 * site, and its policy lets it load the elements from, and connect to, the console at the loopback
 * address on the same port. Outside that demo setup (no Host naming a partner) nothing changes.
 */
function partnerSiteConsole(host: string | undefined, partnerOrigins: readonly string[]): string | undefined {
  if (!host || !partnerOrigins.includes(`http://${host}`)) return undefined;
  const port = new URL(`http://${host}`).port;
  const consoleOrigin = `http://127.0.0.1${port ? `:${port}` : ''}`;
  return consoleOrigin === `http://${host}` ? undefined : contentSecurityPolicy(partnerOrigins, [consoleOrigin]);
}
