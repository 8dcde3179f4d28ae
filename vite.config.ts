import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite/precompress.ts';
import { schemalessTypebox } from './scripts/vite/schemaless-typebox.ts';

/**
 * Builds the host pages of demo/pages: the full console (index.html) and the pages that embed
 * elements one by one (partner portal, ops portal, mobile web views), the element catalogue and
 * the loader example. `npm start` serves dist/. The elements' stable URLs (dist/elements/) are a
 * second build of their own, after this one: vite.elements.config.ts.
 */
const pages = resolve(import.meta.dirname, 'demo/pages');

export default defineConfig({
  root: pages,
  base: '/',
  publicDir: resolve(import.meta.dirname, 'demo/public'),
  plugins: [schemalessTypebox(), react(), precompress()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for error reports but not named in the bundles; the server does not serve them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    // Read by the size budgets (scripts/page-weight): which chunks each page loads.
    manifest: true,
    rollupOptions: {
      // Brotli at its best level takes seconds on purpose (it runs once per build, not per
      // request); without this, every build prints a notice blaming fms-precompress.
      checks: { bundlerTimings: false },
      output: {
        // What every element needs, in one chunk of its own: its URL changes only when these
        // libraries do, and the size budgets count an element beyond it (scripts/page-weight).
        codeSplitting: {
          groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|nanostores|@nanostores)[\\/]/ }],
        },
      },
      input: {
        index: resolve(pages, 'index.html'),
        partner: resolve(pages, 'partner.html'),
        ops: resolve(pages, 'ops.html'),
        monitor: resolve(pages, 'monitor.html'),
        video: resolve(pages, 'video.html'),
        devices: resolve(pages, 'devices.html'),
        'ui-kit': resolve(pages, 'ui-kit.html'),
        catalogue: resolve(pages, 'catalogue.html'),
        'loader-example': resolve(pages, 'loader-example.html'),
        'react-host': resolve(pages, 'react-host.html'),
        'one-element': resolve(pages, 'one-element.html'),
      },
    },
  },
  server: { fs: { allow: [import.meta.dirname] } },
});
