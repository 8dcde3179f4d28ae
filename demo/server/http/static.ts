import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { HOST_PREFIX } from './register';

const SERVICE_PREFIXES = Object.values(HOST_PREFIX).filter(Boolean).filter((p) => p !== '/ops');

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (the elements' stable URLs elements/*.js, custom-elements.json) are kept but asked about again (ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a built file, from its path inside the build directory. */
export function cacheControlOf(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built console and the demo host pages. Any other GET that is not a service path
 * answers the console's index.html, so history-style routes (spec 2.1) load on refresh.
 *
 * Compression (issue 9): the build writes `.br` and `.gz` beside each file (scripts/vite/precompress.ts);
 * @fastify/static picks brotli, then gzip, then the plain file from Accept-Encoding and answers
 * `Vary: Accept-Encoding`. Nothing is compressed per request.
 */
export async function serveConsole(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the console is not built: ${indexFile} is missing (run npm run build)`);
  // Source maps stay on the build machine (issue 10, 12): the bundles name none (vite 'hidden'),
  // and the server serves none unless FMS_SOURCE_MAPS=1 (a developer's own run).
  const serveMaps = process.env.FMS_SOURCE_MAPS === '1';
  await app.register(fastifyStatic, {
    root: dir, prefix: '/', index: false, wildcard: false, cacheControl: false, preCompressed: true,
    allowedPath: (pathName) => serveMaps || !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => { reply.header('Cache-Control', cacheControlOf(path.relative(dir, filePath))); },
  });
  const sendIndex = (reply: FastifyReply) => reply.code(200).sendFile('index.html');
  app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isService = SERVICE_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`));
    if (req.method !== 'GET' || isService || path.extname(req.url.split('?')[0])) {
      return reply.status(404).send({ status: API_STATUS.NOT_FOUND, message: '找不到此路徑。' });
    }
    return sendIndex(reply);
  });
}
