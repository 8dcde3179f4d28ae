import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { QUIET_CHECKS, RUNTIME_GROUP, sharedBuild, sharedPlugins, sharedWorker } from './scripts/vite/build-options.ts';

/**
 * The second step of `npm run build`: the demo host pages that embed elements one by one (the
 * partner portal, the ops portal, the mobile web view, the single-element pages), the element
 * catalogue, the loader example, the React host, and the UI kit gallery. Into
 * the same dist/ as the console (vite.config.ts, which runs first and empties it).
 */
const pages = resolve(import.meta.dirname, 'demo/pages');
const HOST_PAGES = ['partner', 'checkout', 'ops', 'app', 'monitor', 'video', 'devices', 'live-share', 'ui-kit', 'catalogue', 'loader-example', 'react-host', 'one-element', 'every-element'];

export default defineConfig({
  root: pages,
  base: '/',
  publicDir: false,
  worker: sharedWorker,
  plugins: sharedPlugins(),
  build: {
    ...sharedBuild(resolve(import.meta.dirname, 'dist')),
    emptyOutDir: false,
    // Beside the console's manifest (read by the size budgets), not over it.
    manifest: '.vite/hosts-manifest.json',
    rollupOptions: {
      checks: QUIET_CHECKS,
      input: Object.fromEntries(HOST_PAGES.map((name) => [name, resolve(pages, `${name}.html`)])),
      output: { codeSplitting: { groups: [RUNTIME_GROUP] } },
    },
  },
});
