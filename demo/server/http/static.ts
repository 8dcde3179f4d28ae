import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isExactReleasePath } from '../../../scripts/elements/release';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { HOST_PREFIX } from './register';

const SERVICE_PREFIXES = Object.values(HOST_PREFIX).filter(Boolean).filter((p) => p !== '/ops');

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (the elements' stable URLs elements/*.js, custom-elements.json) are kept but asked about again (ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a built file, from its path inside the build directory. An exact release's
 * folder (elements/1.1.0/…, issue 23) never changes either: a new release is a new folder. The
 * moving folders (elements/, elements/v1/) are revalidated like the pages.
 */
export function cacheControlOf(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  return file.startsWith('assets/') || isExactReleasePath(file) ? IMMUTABLE : REVALIDATE;
}

/** Types for hosts (elements/v1/types.d.ts) and the changelog are text to read and save; `.ts` would be served as video/mp2t. */
const TEXT_TYPES: Array<[string, string]> = [['.d.ts', 'text/plain; charset=utf-8'], ['.md', 'text/markdown; charset=utf-8']];
const textTypeOf = (filePath: string) => TEXT_TYPES.find(([ending]) => filePath.endsWith(ending))?.[1];

/** The chunk of the sign-in layout and page (vite.config.ts names it), read from the console build's manifest. */
export const SIGN_IN_CHUNK = 'sign-in';
/** The table of every other page application (src/apps/root/applications.ts), a lazy chunk of its own. */
export const PAGE_TABLE_MODULE = 'src/apps/root/applications.ts';

/** The module preloads the console's HTML answers with (issue 9, lean delivery). */
export interface ConsolePreloads {
  /** For `/`: the sign-in chunk, fetched beside the entry instead of after the guards' bulletin check. */
  signIn: string | null;
  /** For every other route: the table of page applications, which the sign-in page never loads. */
  pages: string | null;
}

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean };
const preloadHeader = (chunk: ManifestChunk | undefined) => (chunk ? `</${chunk.file}>; rel=modulepreload` : null);

/**
 * The `Link` headers of the console's routes, read from the console build's manifest: one round
 * trip less before a page paints. Null where the build has no manifest or no such chunk.
 */
export function consolePreloadsOf(dir: string): ConsolePreloads {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { signIn: null, pages: null };
  const chunks = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
  return {
    signIn: preloadHeader(chunks.find((c) => c.name === SIGN_IN_CHUNK && !c.isEntry)),
    pages: preloadHeader(chunks.find((c) => c.src?.endsWith(PAGE_TABLE_MODULE))),
  };
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
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlOf(path.relative(dir, filePath)));
      const textType = textTypeOf(filePath);
      if (textType) reply.header('Content-Type', textType);
    },
  });
  const preloads = consolePreloadsOf(dir);
  const sendIndex = (reply: FastifyReply, preload: string | null) => {
    if (preload) reply.header('Link', preload);
    return reply.code(200).sendFile('index.html');
  };
  app.get('/', (_req, reply) => sendIndex(reply, preloads.signIn));
  app.setNotFoundHandler((req, reply) => {
    const isService = SERVICE_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`));
    if (req.method !== 'GET' || isService || path.extname(req.url.split('?')[0])) {
      return reply.status(404).send({ status: API_STATUS.NOT_FOUND, message: '找不到此路徑。' });
    }
    return sendIndex(reply, preloads.pages);
  });
}
