import { resolve } from 'node:path';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { defineConfig } from 'vite';
import { QUIET_CHECKS, RUNTIME_GROUP, sharedBuild, sharedPlugins, sharedWorker } from './scripts/vite/build-options.ts';

/**
 * The first step of `npm run build`: the full console (demo/pages/index.html), in a build of its
 * own so that its chunks follow its own pages only. The demo host pages that embed elements are the
 * second step (vite.hosts.config.ts) and the elements' stable URLs the third
 * (vite.elements.config.ts); `npm start` serves dist/.
 *
 * Chunks (issue 9, lean delivery; the size budgets of scripts/page-weight read the manifest):
 * - `runtime`: React, ReactDOM, r2wc and nanostores, shared with the other builds' pages;
 * - `console` (it becomes the entry chunk, index-*.js): everything the root loads before any route (single-spa, the page manifest, guards,
 *   session, HTTP client), one file rather than a score of small ones that compress worse;
 * - `sign-in`: the sign-in layout and page with what they import, the first page most visits show
 *   (the reference server names it by this name in a module-preload Link header of `/`: demo/server/http/static.ts);
 * - every other layout and page application: a lazy chunk of its own, loaded when its route opens.
 */
const pages = resolve(import.meta.dirname, 'demo/pages');

/** The sign-in page: its layout and its application (the `sign-in` chunk's roots). */
const SIGN_IN = /[\\/]src[\\/]apps[\\/](sign-in[\\/]|layouts[\\/]sign-in\.ts)/;
/** A layout or a page application: the root loads each with a lazy import (src/apps/root). */
const APPLICATION = /[\\/]src[\\/]apps[\\/]/;

/**
 * The `console` chunk, which becomes the entry chunk (index-*.js): what the root imports statically
 * (rolldown's `$initial` modules), and what the sign-in page imports that another page's layout or
 * application imports too (the chrome every layout draws, the React application wrapper, the UI kit's
 * field and icons). So the `sign-in` chunk holds only the sign-in page's own code, which /monitor
 * does not load before its first trucks (issue 26, 5), while the sign-in page loads the same code in
 * the same two scripts. One group, so one file (two groups of one name would make two chunks).
 */
function firstScript(id: string, ctx: ChunkingContext): string | null {
  const memo = new Map<string, boolean>();
  // Upwards through the static importers, each module once (a cycle reads as not reached).
  const reachedFrom = (module: string, root: (info: ModuleInfo) => boolean): boolean => {
    const known = memo.get(module);
    if (known !== undefined) return known;
    memo.set(module, false);
    const info = ctx.getModuleInfo(module);
    const reached = !!info && (root(info) || info.importers.some((importer) => reachedFrom(importer, root)));
    memo.set(module, reached);
    return reached;
  };
  const reached = (root: (info: ModuleInfo) => boolean) => {
    memo.clear();
    return reachedFrom(id, root);
  };
  if (reached((info) => info.isEntry)) return 'console';
  const shared = reached((info) => SIGN_IN.test(info.id))
    && reached((info) => APPLICATION.test(info.id) && info.dynamicImporters.length > 0 && !SIGN_IN.test(info.id));
  return shared ? 'console' : null;
}

export default defineConfig({
  root: pages,
  base: '/',
  publicDir: resolve(import.meta.dirname, 'demo/public'),
  worker: sharedWorker,
  plugins: sharedPlugins(),
  // Inside the console no element is embedded: the session gate and the partner's token settings
  // (src/elements/shared/session-gate.ts, embed.ts) are left out of its chunks.
  define: { 'globalThis.__FMS_CONSOLE_BUILD__': 'true' },
  build: {
    ...sharedBuild(resolve(import.meta.dirname, 'dist')),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      checks: QUIET_CHECKS,
      input: { index: resolve(pages, 'index.html') },
      output: {
        codeSplitting: {
          groups: [
            RUNTIME_GROUP,
            { name: firstScript, priority: 2 },
            { name: 'sign-in', test: SIGN_IN, priority: 1 },
          ],
        },
      },
    },
  },
  server: { fs: { allow: [import.meta.dirname] } },
});
