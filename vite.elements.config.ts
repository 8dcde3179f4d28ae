import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { QUIET_CHECKS, RUNTIME_GROUP, sharedBuild, sharedPlugins, sharedWorker } from './scripts/vite/build-options.ts';
import { elementEntries, elementInputs } from './scripts/vite/element-entries.ts';

/**
 * The third step of `npm run build` (issue 9, distribution): one entry per element, into the same
 * dist/ as the console and the host pages (vite.config.ts, which runs first and empties it, and
 * vite.hosts.config.ts). It is a build of its own so that the pages keep their chunks and size
 * budgets: as entries of the page build, the elements split the shared code into more, smaller
 * chunks and the sign-in page grew by 4 KB gzip.
 *
 * Writes assets/fms-<name>-<hash>.js (immutable), elements/fms-<name>.js and elements/loader.js
 * (stable URLs, revalidated) and custom-elements.json (scripts/vite/element-entries.ts).
 */
const elements = resolve(import.meta.dirname, 'src/elements');

export default defineConfig({
  root: elements,
  base: '/',
  publicDir: false,
  worker: sharedWorker,
  plugins: sharedPlugins(elementEntries(elements)),
  // Named false (it is undefined elsewhere outside the console): what only the console offers, such
  // as 即時分享 in a truck's panel, leaves the partners' bundles (the map's 120 KB budget, issue 23).
  define: { 'globalThis.__FMS_CONSOLE_BUILD__': 'false' },
  build: {
    ...sharedBuild(resolve(import.meta.dirname, 'dist')),
    emptyOutDir: false,
    // Beside the pages' manifest (read by the size budgets), not over it.
    manifest: '.vite/elements-manifest.json',
    rollupOptions: {
      checks: QUIET_CHECKS,
      input: elementInputs(elements),
      // The elements' exports are their classes: a partner may import one (`import { FmsDtcAdvice } from '…/elements/fms-dtc-advice.js'`).
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: { groups: [RUNTIME_GROUP] },
      },
    },
  },
});
