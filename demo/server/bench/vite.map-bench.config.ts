import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** Builds only the map bench page (demo/pages/map-bench.html); the bench passes outDir. */
const root = resolve(import.meta.dirname, '../../..');
const pages = resolve(root, 'demo/pages');

export default defineConfig({
  root: pages,
  base: '/',
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    target: 'es2022',
    rollupOptions: { input: { 'map-bench': resolve(pages, 'map-bench.html') } },
  },
  server: { fs: { allow: [root] } },
});
