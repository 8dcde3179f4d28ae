import { resolve } from 'node:path';
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
            { name: 'console', tags: ['$initial'], priority: 2 },
            { name: 'sign-in', test: /[\\/]src[\\/]apps[\\/](sign-in[\\/]|layouts[\\/]sign-in\.ts)/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { fs: { allow: [import.meta.dirname] } },
});
