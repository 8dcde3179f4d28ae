import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags.mjs';

/**
 * Element tests: each test file is bundled by esbuild (React ships CommonJS only) and run in the
 * Debian Chromium, where the real custom element is defined and used as a host page would.
 *
 * Web Workers are written the Vite way, `new Worker(new URL('./x.worker.ts', import.meta.url))`.
 * In a bundled test, import.meta.url is the test file's, so `workerUrls` rewrites such a URL to the
 * worker's path from the root (what Vite does at build time), and `serve` bundles the worker when the
 * browser asks for it: the tests run the production code path, worker included.
 */
const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.worker\.ts)\1,\s*import\.meta\.url\)/g;

const workerUrls = {
  name: 'worker-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('.worker.ts')) return undefined;
      const fromRoot = (relative) => `/${path.relative(process.cwd(), path.resolve(path.dirname(args.path), relative)).split(path.sep).join('/')}`;
      const contents = source.replace(WORKER_URL, (_, quote, relative) => `new URL(${quote}${fromRoot(relative)}${quote}, import.meta.url)`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * `virtual:fms-element-entries` imports every element entry (`<folder>/<folder>.element.ts` at any
 * depth under src/elements) found on disk and exports their folders, so the element contract test covers a new element
 * without being edited.
 */
const ELEMENT_ENTRIES = 'virtual:fms-element-entries';

const elementEntries = {
  name: 'element-entries',
  setup(build) {
    build.onResolve({ filter: /^virtual:fms-element-entries$/ }, () => ({ path: ELEMENT_ENTRIES, namespace: 'element-entries' }));
    build.onLoad({ filter: /.*/, namespace: 'element-entries' }, async () => {
      const root = path.join(process.cwd(), 'src/elements');
      // `<folder>/<folder>.element.ts` at any depth (an area folder may group elements, issue 24, 8).
      const entries = (await readdir(root, { recursive: true }))
        .filter((file) => path.basename(file) === `${path.basename(path.dirname(file))}.element.ts`)
        .map((file) => ({ folder: path.basename(path.dirname(file)), file: `./${file.split(path.sep).join('/')}` }))
        .sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0));
      const folders = entries.map((e) => e.folder);
      const imports = entries.map((e) => `import ${JSON.stringify(e.file)};`).join('\n');
      return { contents: `${imports}\nexport const ELEMENT_FOLDERS = ${JSON.stringify(folders)};`, loader: 'ts', resolveDir: root };
    });
  },
};

/**
 * `virtual:fms-manifest` is /custom-elements.json as the build writes it (scripts/elements/manifest.ts,
 * loaded through tsx), so the manifest test compares the elements with what partners receive. Read
 * once per run, and only by a test that imports it.
 */
const MANIFEST = 'virtual:fms-manifest';
let manifestJson;

async function readManifest() {
  if (!manifestJson) {
    const { tsImport } = await import('tsx/esm/api');
    const { readContract, toManifest } = await tsImport('../scripts/elements/manifest.ts', import.meta.url);
    const { elements, page } = readContract(path.join(process.cwd(), 'src/elements'), process.cwd());
    manifestJson = JSON.stringify(toManifest(elements, page));
  }
  return manifestJson;
}

const manifest = {
  name: 'manifest',
  setup(build) {
    build.onResolve({ filter: /^virtual:fms-manifest$/ }, () => ({ path: MANIFEST, namespace: 'manifest' }));
    build.onLoad({ filter: /.*/, namespace: 'manifest' }, async () => ({ contents: `export const MANIFEST = ${await readManifest()};`, loader: 'js' }));
  },
};

/** What every bundle of the element layer is built with: test files, their shared chunks, workers. */
const BUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  jsx: 'automatic',
  // The map is served on its own request (see `serve`), not inlined: inlined it made each test page's
  // script 3-4 times larger (9.6 MB instead of 2.7) for the browser to read on every file of every
  // run, while only a failure's stack trace needs it.
  sourcemap: 'external',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"development"' },
  loader: { '.css': 'text', '.svg': 'text' },
  plugins: [workerUrls, elementEntries, manifest],
};

/** A file's URL path on the test server: its path from the root (`/tests/…/x.test.ts`). */
const urlOf = (file) => `/${path.relative(process.cwd(), file).split(path.sep).join('/')}`;

/** Where esbuild puts each entry's output: beside it, by its path from the root, so `urlOf` names it too. */
const OUTPUT_OPTIONS = { outdir: process.cwd(), outbase: process.cwd(), entryNames: '[dir]/[name]' };

/** `/tests/…/x.test.ts` → its output's path from the root, with `ext` (`.js` or `.js.map`). */
const outputOf = (urlPath, ext) => urlPath.replace(/\.tsx?$/, ext);

/** The line that names a served script's map: the script's own URL with `.map` added (see `serve`). */
const mapLine = (urlPath) => `\n//# sourceMappingURL=${path.posix.basename(urlPath)}.map\n`;

/** One file bundled alone (a worker, or a test file the run's build does not hold): its script, or with `map` its source map. */
async function bundle(urlPath, { map = false } = {}) {
  const result = await esbuild.build({ ...BUILD_OPTIONS, ...OUTPUT_OPTIONS, entryPoints: [path.join(process.cwd(), urlPath)] });
  const wanted = outputOf(urlPath, map ? '.js.map' : '.js');
  const output = result.outputFiles.find((f) => urlOf(f.path) === wanted);
  return map ? output.text : output.text + mapLine(urlPath);
}

/**
 * The run's test files in the order they run, as the runner gives them to the browser launcher
 * before the first test (see `launcher` below).
 */
let announceRunFiles;
const runFiles = new Promise((resolve) => { announceRunFiles = resolve; });

/** How many test files one esbuild build bundles together (bounds the bundles held in memory). */
const BATCH = 12;
/** Bundles built ahead and not yet served, by URL path (`/tests/…/x.test.ts`). */
const built = new Map();
/** The files whose batch was started, so each is bundled once. */
const started = new Set();

/**
 * Bundles the test file at `testPath` together with the next files of the run in one esbuild build.
 * Without code splitting, each output is the same whole bundle the file gets alone (same modules,
 * same order of evaluation, dynamic imports inlined); what the build shares is the reading and
 * transforming of the code every test imports (React, the core, the UI kit), which bundling each
 * file on its own repeated a hundred times a run. Null when the build fails: each file is then
 * bundled alone, so a compile error lands on its own file only.
 */
async function bundleInBatch(testPath) {
  const files = await runFiles;
  const at = files.findIndex((file) => urlOf(file) === testPath);
  if (at < 0) return null;
  if (!started.has(testPath)) {
    const batch = files.slice(at).filter((file) => !started.has(urlOf(file))).slice(0, BATCH);
    for (const file of batch) started.add(urlOf(file));
    const outputs = esbuild.build({
      ...BUILD_OPTIONS, ...OUTPUT_OPTIONS, entryPoints: batch, logLevel: 'silent',
    }).then((result) => new Map(result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => [urlOf(f.path), f.text])), () => new Map());
    for (const file of batch) {
      built.set(urlOf(file), outputs.then((texts) => texts.get(outputOf(urlOf(file), '.js')) ?? null));
    }
  }
  const text = await built.get(testPath);
  built.delete(testPath);
  return text === null || text === undefined ? null : text + mapLine(testPath);
}

const bundleTests = {
  name: 'esbuild-bundle-tests',
  async serve(context) {
    // A map is asked for by the runner when it reports a stack trace: bundled again, alone.
    if (/\.(test|worker)\.(ts|tsx)\.map$/.test(context.path)) {
      return { body: await bundle(context.path.slice(0, -'.map'.length), { map: true }), type: 'json' };
    }
    if (!/\.(test|worker)\.(ts|tsx)$/.test(context.path)) return undefined;
    const batched = context.path.includes('.test.') ? await bundleInBatch(context.path) : null;
    return { body: batched ?? await bundle(context.path), type: 'js' };
  },
};

/** The Debian Chromium; it tells `bundleInBatch` the run's test files when the runner starts it. */
const launcher = playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS } });
const initialize = launcher.initialize.bind(launcher);
launcher.initialize = (config, testFiles) => {
  announceRunFiles(testFiles);
  return initialize(config, testFiles);
};

export default {
  rootDir: '.',
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  concurrency: 1,
  nodeResolve: false,
  // A test may wait several times for a render (tests/elements/helpers.ts waitFor); the layer shares
  // the two cores with the unit and end-to-end layers in `npm test`.
  // forbidOnly: an it.only left in a file fails the run instead of skipping the rest of it.
  testFramework: { config: { timeout: 20000, forbidOnly: true } },
  browsers: [launcher],
  plugins: [bundleTests],
};
