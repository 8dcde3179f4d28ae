import path from 'node:path';
import type { Plugin } from 'vite';
import { readContract, readElements, toManifest } from '../elements/manifest.ts';

/**
 * Distribution (issue 9): every element gets a build entry of its own, and the build writes
 *
 * - `elements/<tag>.js`, a stable, unhashed one-line module that re-exports the element's hashed
 *   entry chunk: a partner pins the URL, the server revalidates it (no-cache, demo/server/http/static.ts),
 *   and the chunk it imports stays immutable;
 * - `elements/loader.js`, which imports the module of each undefined `fms-*` tag the page holds,
 *   when it is first seen (now or later, through a MutationObserver);
 * - `custom-elements.json`, the custom-elements manifest (scripts/elements/manifest.ts).
 */

/** The build inputs of the elements: `fms-<folder>` → `src/elements/<folder>/<folder>.element.ts`. */
export function elementInputs(elementsDir: string): Record<string, string> {
  return Object.fromEntries(readElements(elementsDir).map((d) => [d.tag, path.join(elementsDir, d.folder, `${d.folder}.element.ts`)]));
}

/** The loader: plain ES2020, no dependency; each tag's module is fetched once, beside the loader. */
export function loaderSource(tags: readonly string[]): string {
  return `// Defines the console's elements on first use: <script type="module" src=".../elements/loader.js">.
const tags = new Set(${JSON.stringify(tags)});
const requested = new Set();
function define(tag) {
  if (!tags.has(tag) || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(new URL('./' + tag + '.js', import.meta.url).href).catch((error) => {
    requested.delete(tag);
    console.error('fms loader: ' + tag + ' did not load', error);
  });
}
function scan(root) {
  if (root.nodeType !== 1 && root.nodeType !== 9 && root.nodeType !== 11) return;
  if (root.nodeType === 1 && root.localName.startsWith('fms-')) define(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) define(el.localName);
}
scan(document);
new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) scan(node);
}).observe(document.documentElement, { childList: true, subtree: true });
export const elements = [...tags];
`;
}

export function elementEntries(elementsDir: string): Plugin {
  return {
    name: 'fms-element-distribution',
    apply: 'build',
    generateBundle(_options, bundle) {
      // With the project root: the manifest's events carry their detail types (scripts/elements/event-details.ts).
      // and what each element's code reaches (events it dispatches by hand, custom properties its styles read).
      const { elements: docs, page } = readContract(elementsDir, path.resolve(elementsDir, '../..'));
      const tags = docs.map((d) => d.tag);
      for (const tag of tags) {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === tag);
        if (!chunk) this.error(`element entries: the build has no entry chunk for ${tag}`);
        this.emitFile({ type: 'asset', fileName: `elements/${tag}.js`, source: `export * from '../${chunk.fileName}';\n` });
      }
      this.emitFile({ type: 'asset', fileName: 'elements/loader.js', source: loaderSource(tags) });
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(toManifest(docs, page), null, 2)}\n` });
    },
  };
}
