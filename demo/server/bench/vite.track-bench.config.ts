import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** Builds only the track bench page (demo/pages/track-bench.html); the bench passes outDir. */
const root = resolve(import.meta.dirname, '../../..');
const pages = resolve(root, 'demo/pages');

export default defineConfig({
  root: pages,
  base: '/',
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    target: 'es2022',
    rollupOptions: { input: { 'track-bench': resolve(pages, 'track-bench.html') } },
  },
  server: { fs: { allow: [root] } },
});
