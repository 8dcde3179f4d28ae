import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { HOST_PREFIX } from './register';

const SERVICE_PREFIXES = Object.values(HOST_PREFIX).filter(Boolean).filter((p) => p !== '/ops');

/**
 * Serves the built console and the demo host pages. Any other GET that is not a service path
 * answers the console's index.html, so history-style routes (spec 2.1) load on refresh.
 */
export async function serveConsole(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the console is not built: ${indexFile} is missing (run npm run build)`);
  // Source maps stay on the build machine (issue 10, 12): the bundles name none (vite 'hidden'),
  // and the server serves none unless FMS_SOURCE_MAPS=1 (a developer's own run).
  const serveMaps = process.env.FMS_SOURCE_MAPS === '1';
  await app.register(fastifyStatic, {
    root: dir, prefix: '/', index: false, wildcard: false, cacheControl: false,
    allowedPath: (pathName) => serveMaps || !pathName.endsWith('.map'),
  });
  const indexHtml = () => readFileSync(indexFile, 'utf8');
  app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(indexHtml()));
  app.setNotFoundHandler((req, reply) => {
    const isService = SERVICE_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`));
    if (req.method !== 'GET' || isService || path.extname(req.url.split('?')[0])) {
      return reply.status(404).send({ status: API_STATUS.NOT_FOUND, message: '找不到此路徑。' });
    }
    return reply.type('text/html; charset=utf-8').send(indexHtml());
  });
}
