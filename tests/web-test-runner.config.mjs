import path from 'node:path';
import * as esbuild from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags.mjs';

/**
 * Element tests: each test file is bundled by esbuild (React ships CommonJS only) and run in the
 * Debian Chromium, where the real custom element is defined and used as a host page would.
 */
const bundleTests = {
  name: 'esbuild-bundle-tests',
  async serve(context) {
    if (!/\.test\.(ts|tsx)$/.test(context.path)) return undefined;
    const result = await esbuild.build({
      entryPoints: [path.join(process.cwd(), context.path)],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      jsx: 'automatic',
      sourcemap: 'inline',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"development"' },
      loader: { '.css': 'text', '.svg': 'text' },
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  rootDir: '.',
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  concurrency: 1,
  nodeResolve: false,
  testFramework: { config: { timeout: 10000 } },
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS } })],
  plugins: [bundleTests],
};
