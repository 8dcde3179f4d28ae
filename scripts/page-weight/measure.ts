import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The JavaScript each page needs before it can show, read from the build (issue 9, lean delivery).
 * A page is the chunks of its entries plus everything they import statically, which is also what
 * Vite modulepreloads; a lazy `import()` is left out unless the page names it as an entry (the
 * console's root loads the layout and the application of a route that way, before first paint).
 */

/** One chunk of a Vite manifest (`build.manifest`: the console's, the host pages' or the elements'). */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk refers to by URL; a `.js` one is a Web Worker (`new Worker(new URL(…))`). */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Which build a page comes from (vite.config.ts: the console; vite.hosts.config.ts: the demo host pages; vite.elements.config.ts: the elements a partner loads). */
export type Build = 'console' | 'hosts' | 'elements';
const MANIFEST_FILES: Record<Build, string> = { console: 'manifest.json', hosts: 'hosts-manifest.json', elements: 'elements-manifest.json' };

export interface Page {
  name: string;
  build: Build;
  /** Manifest keys loaded before first paint: an HTML entry, and the lazy chunks its route loads at once. */
  entries: string[];
  /** Counted beyond these entries' chunks only: an element beyond the shared runtime. */
  beyond?: string[];
  /** Budget of the gzip size in KB (1024 bytes), from issue 9. */
  budgetKb: number;
  /** What the budget stands for, when it is not yet the issue's. */
  note?: string;
  /**
   * Also count every lazy `import()` and Web Worker the page's chunks can start, except the modules
   * matched here (by manifest key, or a Worker by its file): those a browser test proves are fetched only later (after the
   * map's first trucks, tests/e2e/map-weight.spec.ts). Without it only the static imports count.
   */
  lazyExcept?: RegExp[];
  /** Files fetched besides the chunks, e.g. an element's stable URL (`elements/fms-<name>.js`, which re-exports its chunk). */
  alsoFetched?: string[];
  /** Web Workers the page starts before it shows (by the worker file's name in the build, e.g. /cluster\.worker/), counted as well. */
  workers?: RegExp[];
  /** Lazy chunks (by manifest key) the page loads before it shows, counted with what they import. */
  lazyBefore?: RegExp[];
  /**
   * Modules (by manifest key) that must come only after the page shows: the budget fails when one of
   * them is among the chunks counted, i.e. loaded before (issue 26, 5: the basemap after the first trucks).
   */
  notBefore?: RegExp[];
}

const APP = '../../src/apps/';
/** The chunk every element shares: React, ReactDOM, r2wc and nanostores (scripts/vite/build-options.ts, `runtime`). */
export const RUNTIME = 'runtime';

/**
 * Issue 23, 7: `<fms-monitor-map>` as a partner's browser receives it from /elements/fms-monitor-map.js
 * or through the loader (which imports that file) until its first trucks show: the element's chunks, every lazy
 * import and Worker they can start, but not the offline basemap (county outlines and roads) and not
 * socket.io, which the map fetches only after its first trucks are drawn; the e2e check proves that
 * order in a real browser and that nothing else is fetched before them. Beyond the shared runtime.
 */
export const MAP_ON_A_PARTNER_PAGE: Page = {
  name: 'the map on a partner page (elements/loader.js or fms-monitor-map.js until the first trucks) beyond the runtime',
  build: 'elements',
  entries: ['live/monitor-map/monitor-map.element.ts'],
  beyond: [RUNTIME],
  // socket.io comes with the socket's decoder (raw-feed.ts) and the feed's Worker starts with the socket (issue 26, 1);
  // a truck's details when a truck is first opened (at once with a car-uid, which the e2e page does not give);
  // 即時分享 (issue 27, 4) loads with a truck's panel, its dialog when pressed, and so do the panel's task facts
  // (issue 27, car-task.tsx): never before the first trucks.
  lazyExcept: [
    /[\\/]basemap-layer\.ts$/, /[\\/]socket\.io-client[\\/]/, /[\\/]sockets[\\/]raw-feed\.ts$/, /monitor-feed\.worker/,
    /[\\/]vehicle-detail\.element\.ts$/, /share-(button|dialog)[-.]/, /[\\/]vehicle-detail[\\/]car-task\.tsx$/,
  ],
  // Through the loader, which imports the stable URL: the larger of the two ways a partner loads it.
  alsoFetched: ['elements/loader.js', 'elements/fms-monitor-map.js'],
  // 173 KB when the issue was filed (Leaflet 57 KB, the county outlines 47 KB).
  budgetKb: 120,
};

/**
 * Issue 26, 5: /monitor, signed in, until its first trucks are drawn (the map's `first-trucks` mark):
 * the root, the table of page applications, the default layout and the monitor's application with
 * everything they import, the cluster index's Worker, which starts with the first fleet over 300
 * trucks, before they are drawn. Not before them, and the budget fails if it were: the offline
 * basemap (county outlines and roads, loaded after the first trucks and only without tiles) and
 * socket.io with the socket's decoder (the header's bell waits for the trucks, src/core/sockets/
 * first-content.ts; the map opens its feed, and the feed's Worker, only after them).
 * tests/e2e/monitor-weight.spec.ts checks in a browser that nothing else is fetched before the trucks.
 */
export const MONITOR_UNTIL_FIRST_TRUCKS: Page = {
  name: '/monitor, signed in, until its first trucks',
  build: 'console',
  entries: ['index.html', `${APP}root/applications.ts`, `${APP}layouts/default.ts`, `${APP}monitor/index.tsx`],
  workers: [/cluster\.worker/],
  notBefore: [
    /[\\/]basemap-layer\.ts$/, /[\\/]socket\.io-client[\\/]/, /[\\/]sockets[\\/]raw-feed\.ts$/,
    /[\\/]notification-bell\.element\.ts$/, /[\\/]user-menu\.element\.ts$/, /[\\/]app-header[\\/]latest-event\.tsx$/,
    // The sign-in page's own code (its chunk): what the layouts share with it is in the first script (vite.config.ts).
    /[\\/]apps[\\/]sign-in[\\/]index\.tsx$/,
  ],
  // 218.9 KB when issue 26 was filed (the static closure alone, the budget 220 then); 234.6 KB
  // measured as a browser fetches it: that closure 216.8 KB (the feed's columns on the page +2.4 KB,
  // a truck's details now loaded when one is opened -2.7 KB), the cluster Worker 4.3 KB and
  // socket.io with its decoder 13.5 KB. 221.7 KB once the header's bell waits for the trucks before
  // it fetches socket.io (src/core/sockets/first-content.ts); 212.9 KB once the toast region
  // imports its component rather than the shared ui index (which brought every component, 9.2 KB);
  // 207.3 KB with the bell and the user menu defined after the first content; 205.9 KB with the
  // header's latest-event time after it too.
  // 206.0 KB with issue 27's lazy parts of the vehicle panel (the task under way, 即時分享): their
  // loaders stay in the panel's chunk; the budget 207. 199.3 KB once the `sign-in` chunk holds only
  // the sign-in page's own code, what it shares with the other pages going to the first script
  // (vite.config.ts, -2.3 KB), and the truck list's times and the socket's timestamps no longer
  // load dayjs (core/format/zone.ts, millis.ts, -4.4 KB): the 200 KB, the budget.
  budgetKb: 200,
};

/**
 * The pages of the budgets. The console's root (index.html) loads a route's layout and application
 * before it paints, so they count; the monitor map's county geometry is loaded later, and only for
 * the offline basemap, so it does not. Host pages bundled with one element each:
 * one-element.html the DTC advice, monitor.html the monitor map (partner.html loads its elements
 * from the console's stable URLs, so its own script is not an element's weight).
 */
export const PAGES: Page[] = [
  {
    // The sign-in layout and page are one chunk, named `sign-in` (vite.config.ts).
    name: 'sign-in (/)', build: 'console', entries: ['index.html', 'sign-in'], budgetKb: 100,
    // 107.7 KB when first set; 110.9 KB once every element took part in the embedding contract; 98.9
    // KB by shipping no schemas or summaries of the contract (scripts/vite/strip-schemas.ts), by
    // loading the root's first script as one chunk instead of twenty-five (vite.config.ts) and the
    // core's wiring beside the first page; 98.5 KB once the table of the other page applications
    // left it (it grew with every page); 100.5 KB with issue 24's page ids (every link is built from
    // them, so the first script holds them: +0.6 KB), the list-state and layout hand-over of the root
    // and the vocabulary, 100.1 KB once the step flow left the navigation's index and the hand-over's
    // focus keeper loads with the second layout; the budget went to 101 KB then; 99.9 KB once the
    // design tokens read the status colours apart from their labels (core/catalogue/marker-colours.ts,
    // issue 26, 5), the budget 100 KB; 99.9 KB once what it shares with the other pages moved from its
    // chunk to the first script (the same code in the same two scripts, vite.config.ts). Of it, the runtime (React, ReactDOM) is 68 KB, single-spa
    // with single-spa-react about 9 KB.
  },
  // Any page but sign-in also loads the table of page applications first (src/apps/root/application-loader.ts).
  MONITOR_UNTIL_FIRST_TRUCKS,
  { name: 'one element (fms-dtc-advice, one-element.html) beyond the runtime', build: 'hosts', entries: ['one-element.html'], beyond: [RUNTIME], budgetKb: 30 },
  { name: 'the map (fms-monitor-map, monitor.html) beyond the runtime', build: 'hosts', entries: ['monitor.html'], beyond: [RUNTIME], budgetKb: 120 },
  MAP_ON_A_PARTNER_PAGE,
];

/** The manifest key of a chunk named by `build.rollupOptions.output` (e.g. the shared runtime). */
function keyOf(manifest: Manifest, nameOrKey: string): string {
  if (manifest[nameOrKey]) return nameOrKey;
  const key = Object.keys(manifest).find((k) => manifest[k].name === nameOrKey && !manifest[k].file.endsWith('.css'));
  if (!key) throw new Error(`page weight: the build has no chunk ${nameOrKey} (is the build in dist/ current?)`);
  return key;
}

/**
 * The manifest keys of the entries and of every chunk they import statically; with `lazyExcept`,
 * also of every chunk they import lazily, except the keys it matches.
 */
export function staticClosure(manifest: Manifest, entries: readonly string[], lazyExcept?: readonly RegExp[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    if (!lazyExcept) return;
    for (const lazy of manifest[key].dynamicImports ?? []) if (!lazyExcept.some((later) => later.test(lazy))) visit(lazy);
  };
  for (const entry of entries) visit(keyOf(manifest, entry));
  return seen;
}

/** The JavaScript files a page loads, beyond those of `page.beyond`. */
export function filesOf(manifest: Manifest, page: Page): string[] {
  const shared = staticClosure(manifest, page.beyond ?? []);
  const lazy = Object.keys(manifest).filter((key) => page.lazyBefore?.some((before) => before.test(key)));
  const keys = [...staticClosure(manifest, [...page.entries, ...lazy], page.lazyExcept)].filter((key) => !shared.has(key));
  // A Worker (`new Worker(new URL(…))`) is an asset of the chunk that starts it.
  const assets = keys.flatMap((key) => manifest[key].assets ?? []);
  const workers = page.lazyExcept
    ? assets.filter((file) => !page.lazyExcept!.some((later) => later.test(file)))
    : assets.filter((file) => page.workers?.some((worker) => worker.test(file)));
  const files = [...keys.map((key) => manifest[key].file), ...workers, ...(page.alsoFetched ?? [])];
  return [...new Set(files)].filter((file) => file.endsWith('.js')).sort();
}

/**
 * The modules of `page.notBefore` whose file is among those the page loads before it shows (by
 * file, so a module merged into a chunk loaded earlier counts too); none is right.
 */
export function loadedTooEarly(manifest: Manifest, page: Page): string[] {
  const files = new Set(filesOf(manifest, page));
  return Object.keys(manifest).filter((key) => page.notBefore?.some((later) => later.test(key)) && files.has(manifest[key].file));
}

export interface Weight { raw: number; gzip: number; brotli: number }

/** The size of a compressed body: the build's own file beside it, else (a small file) compressed here alike. */
function compressedSize(file: string, suffix: string, compress: () => Buffer): number {
  return existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`).length : compress().length;
}

/** Sizes as served (scripts/vite/precompress.ts writes the .br and .gz files the server sends). */
export function weightOf(dist: string, files: readonly string[]): Weight {
  const total: Weight = { raw: 0, gzip: 0, brotli: 0 };
  for (const name of files) {
    const file = path.join(dist, name);
    const bytes = readFileSync(file);
    total.raw += bytes.length;
    total.gzip += compressedSize(file, '.gz', () => gzipSync(bytes, { level: 9 }));
    total.brotli += compressedSize(file, '.br', () => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return total;
}

export function readManifest(dist: string, build: Build): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', MANIFEST_FILES[build]), 'utf8')) as Manifest;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
