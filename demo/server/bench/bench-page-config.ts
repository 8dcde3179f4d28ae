import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The Vite config of a bench that builds one page of demo/pages (`<name>.html`) on its own; the
 * bench passes outDir. The map and track benches each name their page here.
 */
export function benchPageConfig(name: string, chunkSizeWarningLimit: number): UserConfig {
  const root = resolve(import.meta.dirname, '../../..');
  const pages = resolve(root, 'demo/pages');
  return defineConfig({
    root: pages,
    base: '/',
    logLevel: 'warn',
    build: {
      emptyOutDir: true,
      chunkSizeWarningLimit,
      target: 'es2022',
      rollupOptions: { input: { [name]: resolve(pages, `${name}.html`) } },
    },
    server: { fs: { allow: [root] } },
  });
}
