import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeGenerated } from '../elements/generate.ts';
import { hostTypes } from '../elements/host-types.ts';
import { readContract, readElements, toManifest } from '../elements/manifest.ts';
import { CHANGELOG, integrityManifest, integrityOf, packageVersion, releaseDirs, releaseManifest } from '../elements/release.ts';
import { LOADER_PAGE_API } from './loader-page-api.ts';

/**
 * Distribution (issue 9): every element gets a build entry of its own, and the build writes
 *
 * - `elements/<tag>.js`, a stable, unhashed one-line module that re-exports the element's hashed
 *   entry chunk: a partner pins the URL, the server revalidates it (no-cache, demo/server/http/static.ts),
 *   and the chunk it imports stays immutable;
 * - `elements/loader.js`, which imports the module of each undefined `fms-*` tag the page holds,
 *   when it is first seen (now or later, through a MutationObserver);
 * - `custom-elements.json`, the custom-elements manifest (scripts/elements/manifest.ts);
 * - and, before it bundles, src/elements/element-types.ts and element-jsx.d.ts when stale
 *   (scripts/elements/generate.ts).
 *
 * Issue 23, 5: all of it, with the host types (scripts/elements/host-types.ts) and the changelog,
 * in each release folder, `elements/`, `elements/v<major>/` and `elements/<version>/`
 * (scripts/elements/release.ts), plus each pinned folder's `integrity.json`.
 */

/** The build inputs of the elements: each tag → its `<name>.element.ts`, wherever it is under src/elements. */
export function elementInputs(elementsDir: string): Record<string, string> {
  return Object.fromEntries(readElements(elementsDir).map((d) => [d.tag, d.file]));
}

/**
 * The loader: plain ES2020, no dependency; each tag's module is fetched once, beside the loader
 * (its references are relative, so the same bytes serve every release folder, one integrity hash).
 * It starts with `window.fmsConsole`'s stand-in (loader-page-api.ts), so a page may hand over tokens
 * right after the loader's tag. `discover(root)` does for a shadow root what the loader does for the document, which its observer
 * cannot see into. A `fms-*` tag it does not know logs one named error per page (issue 23, 6), in
 * the text of src/core/embed/errors.ts and into the same page-wide record, since it has no core.
 */
export function loaderSource(tags: readonly string[], version: string): string {
  return `// Defines the console's elements on first use: <script type="module" src=".../elements/v1/loader.js">.
export const version = ${JSON.stringify(version)};
${LOADER_PAGE_API}
const tags = new Set(${JSON.stringify(tags)});
const requested = new Set();
const logged = (window.__fmsLoggedEmbedErrors__ ??= new Set());
function unknownTag(tag) {
  if (customElements.get(tag) || logged.has('unknown-tag\\u0000' + tag)) return;
  logged.add('unknown-tag\\u0000' + tag);
  const near = (file) => new URL(file, import.meta.url).href;
  console.error('[fms] unknown-tag: <' + tag + '> 不是主控台 ' + version + ' 版的元素。 ' +
    '請對照 ' + near('custom-elements.json') + ' 檢查標籤名稱；較新版本才加入的元素需要更新的版本（' + near('CHANGELOG.md') + '）。');
}
function define(tag) {
  if (!tags.has(tag)) return unknownTag(tag);
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(new URL('./' + tag + '.js', import.meta.url).href).catch((error) => {
    requested.delete(tag);
    console.error('fms loader: ' + tag + ' did not load', error);
  });
}
function scan(root) {
  if (root.nodeType !== 1 && root.nodeType !== 9 && root.nodeType !== 11) return;
  if (root.nodeType === 1 && root.localName.startsWith('fms-')) define(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) if (el.localName.startsWith('fms-')) define(el.localName);
}
const observer = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) scan(node);
});
const observed = new WeakSet();
/** Defines the fms-* tags inside root (a shadow root, an element, a document) now, and those added to it later. */
export function discover(root) {
  scan(root);
  if (observed.has(root)) return;
  observed.add(root);
  observer.observe(root, { childList: true, subtree: true });
}
discover(document);
// The page API: element bundles join what is here (src/elements/shared/embed.ts).
const page = (window.fmsConsole ??= {});
page.version ??= version;
page.discover = discover;
export const elements = [...tags];
`;
}

const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

export function elementEntries(elementsDir: string): Plugin {
  const projectRoot = path.resolve(elementsDir, '../..');
  return {
    name: 'fms-element-distribution',
    apply: 'build',
    // The element types the console compiles against (element-types.ts, the JSX tags) come from the
    // same declarations as the manifest: the build refreshes them first (scripts/elements/generate.ts).
    buildStart() {
      const written = writeGenerated(elementsDir);
      if (written.length) this.warn(`element types regenerated: ${written.join(', ')} (commit them)`);
    },
    generateBundle: {
      // After every other plugin's: the integrity hashes are of the bytes the browser receives.
      order: 'post',
      handler(_options, bundle) {
        const version = packageVersion(projectRoot);
        // With the project root: the manifest's events carry their detail types (scripts/elements/event-details.ts)
        // and what each element's code reaches (events it dispatches by hand, custom properties its styles read).
        const { elements: docs, page } = readContract(elementsDir, projectRoot);
        const tags = docs.map((d) => d.tag);
        const entries = new Map(tags.map((tag) => {
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === tag);
          if (!chunk) this.error(`element entries: the build has no entry chunk for ${tag}`);
          return [tag, chunk.fileName];
        }));
        const manifest = toManifest(docs, page);
        const types = hostTypes(elementsDir, projectRoot, version);
        const changelog = readFileSync(path.join(elementsDir, CHANGELOG), 'utf8');
        // Every script of the build and of the release folders, by path, with its integrity hash.
        const scripts = new Map<string, string>();
        for (const file of Object.values(bundle)) {
          if (file.fileName.endsWith('.js')) scripts.set(file.fileName, integrityOf(file.type === 'chunk' ? file.code : file.source));
        }
        const emit = (fileName: string, source: string) => {
          this.emitFile({ type: 'asset', fileName, source });
          if (fileName.endsWith('.js')) scripts.set(fileName, integrityOf(source));
        };
        for (const dir of releaseDirs(version)) {
          const up = '../'.repeat(dir.split('/').length);
          for (const [tag, chunk] of entries) emit(`${dir}/${tag}.js`, `export * from '${up}${chunk}';\n`);
          emit(`${dir}/loader.js`, loaderSource(tags, version));
          emit(`${dir}/custom-elements.json`, json(releaseManifest(manifest, version, dir)));
          for (const [name, text] of Object.entries(types)) emit(`${dir}/${name}`, text);
          emit(`${dir}/${CHANGELOG}`, changelog);
        }
        // Only where the bytes stay put: the moving folder changes with each release.
        for (const dir of releaseDirs(version).slice(1)) emit(`${dir}/integrity.json`, json(integrityManifest(version, dir, scripts)));
        emit('custom-elements.json', json(releaseManifest(manifest, version, 'elements')));
      },
    },
  };
}
