import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, PluginOption } from 'vite';
import { precompress } from './precompress.ts';
import { schemalessTypebox } from './schemaless-typebox.ts';

/**
 * What the three builds of `npm run build` share (vite.config.ts: the console; vite.hosts.config.ts:
 * the demo host pages; vite.elements.config.ts: one entry per element). All three write into dist/.
 */

/** React, ReactDOM, r2wc and nanostores: what every element needs (scripts/page-weight counts an element beyond it). */
export const RUNTIME_MODULES = /node_modules[\\/](react|react-dom|scheduler|@r2wc|nanostores|@nanostores)[\\/]/;

/** The chunk of the runtime, in every build alike: its URL changes only when these libraries do. */
export const RUNTIME_GROUP = { name: 'runtime', test: RUNTIME_MODULES, priority: 10 };

/** The plugins of every build; a build's own plugins go before precompress, which compresses what they write. */
export function sharedPlugins(...own: PluginOption[]): PluginOption[] {
  return [schemalessTypebox(), react(), ...own, precompress()];
}

/**
 * Web Workers (`new Worker(new URL(…))`) are bundled apart from the page, with Vite's own plugins
 * only: they get the contract without its schemas too, as the pages do (issue 26, 1: the monitor
 * feed's Worker reads the contract's constants).
 */
export const sharedWorker = { format: 'es' as const, plugins: () => [schemalessTypebox()] };

/** The build options every step shares; each adds its input, manifest name and chunk groups. */
export function sharedBuild(outDir: string): BuildEnvironmentOptions {
  return {
    outDir,
    target: 'es2022',
    // Maps are written for error reports but not named in the bundles; the server does not serve them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    // Every browser the console supports has modulepreload: no polyfill in the first page's script.
    modulePreload: {
      polyfill: false,
      // The live-share button and dialog (issue 27, 4) load in a panel whose page has loaded the UI
      // kit they use already: a list of their chunks to preload would only weigh on the /monitor panel.
      resolveDependencies: (filename, deps) => (/share-(button|dialog)/.test(filename) ? [] : deps),
    },
  };
}

/**
 * Brotli at its best level takes seconds on purpose (it runs once per build, not per request);
 * without this, every build prints a notice blaming fms-precompress.
 */
export const QUIET_CHECKS = { bundlerTimings: false } as const;
