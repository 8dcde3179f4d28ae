import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderSource } from '../../../scripts/vite/element-entries';
import { embedErrorText } from '../../../src/core/embed/errors';

/**
 * Issue 23, 5 and 6: the loader as written by the build, run as a module in node with the few DOM
 * pieces it touches standing in (the end-to-end test tests/e2e/pinned-elements.spec.ts runs it in
 * Chromium). It carries its version, defines tags inside a shadow root it is given (`discover`),
 * and names an unknown `fms-*` tag once, in the text of the shared embed errors.
 */
interface FakeNode { nodeType: number; localName?: string; children: FakeNode[]; querySelectorAll(selector: string): FakeNode[] }
/** A node whose `:not(:defined)` query answers every node below it (nothing is defined here). */
function node(nodeType: number, children: FakeNode[], localName?: string): FakeNode {
  const below = (n: FakeNode): FakeNode[] => n.children.flatMap((c) => [c, ...below(c)]);
  const made: FakeNode = { nodeType, localName, children, querySelectorAll: () => below(made) };
  return made;
}
const element = (localName: string, children: FakeNode[] = []) => node(1, children, localName);

let dir: string;
let errors: string[];
let observed: FakeNode[];
let imported: string[];
let observerCallback: ((records: Array<{ addedNodes: FakeNode[] }>) => void) | undefined;
const globals = globalThis as unknown as Record<string, unknown>;
const saved = new Map<string, unknown>();

function stub(name: string, value: unknown) {
  saved.set(name, globals[name]);
  globals[name] = value;
}

/** Writes the loader beside a stand-in module per known tag, and imports it over a document holding `children`. */
async function load(tags: string[], children: FakeNode[]) {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-loader-'));
  for (const tag of tags) writeFileSync(path.join(dir, `${tag}.js`), `globalThis.__imported.push(${JSON.stringify(tag)});\n`);
  writeFileSync(path.join(dir, 'loader.js'), loaderSource(tags, '1.1.0'));
  stub('__imported', imported);
  stub('window', {});
  stub('document', node(9, children));
  stub('customElements', { get: () => undefined });
  stub('MutationObserver', class {
    constructor(callback: typeof observerCallback) { observerCallback = callback; }
    observe(target: FakeNode) { observed.push(target); }
  });
  const loader = await import(pathToFileURL(path.join(dir, 'loader.js')).href) as { version: string; discover(root: unknown): void; elements: string[] };
  return { loader, window: globals.window as { fmsConsole?: { version?: string; discover?: unknown } } };
}

/** Until the loader has imported these modules (dynamic imports settle later). */
const importedAre = (tags: string[]) => vi.waitFor(() => expect(imported).toEqual(tags));

beforeEach(() => {
  errors = [];
  observed = [];
  imported = [];
  stub('console', { ...console, error: (...args: unknown[]) => errors.push(args.join(' ')) });
});
afterEach(() => {
  for (const [name, value] of saved) globals[name] = value;
  saved.clear();
  rmSync(dir, { recursive: true, force: true });
});

describe('the loader (issue 23)', () => {
  it('exports its release and puts it, with discover, on window.fmsConsole', async () => {
    const { loader, window } = await load(['fms-dtc-advice'], []);
    expect(loader.version).toBe('1.1.0');
    expect(window.fmsConsole?.version).toBe('1.1.0');
    expect(window.fmsConsole?.discover).toBe(loader.discover);
  });

  it('discover(root) defines the tags inside a shadow root now, and observes it for later ones', async () => {
    const { loader } = await load(['fms-dtc-advice', 'fms-legal-text'], []);
    const shadow = node(11, [element('fms-dtc-advice')]);
    loader.discover(shadow);
    await importedAre(['fms-dtc-advice']);
    expect(observed).toContain(shadow);
    observerCallback?.([{ addedNodes: [element('fms-legal-text')] }]);
    await importedAre(['fms-dtc-advice', 'fms-legal-text']);
    // Given again, the root is scanned but not observed twice.
    loader.discover(shadow);
    expect(observed.filter((o) => o === shadow)).toHaveLength(1);
  });

  it('an fms-* tag it does not know logs one named error with the fix, once per tag; other tags are not its business', async () => {
    await load(['fms-dtc-advice'], [element('fms-dtc-advise'), element('my-widget'), element('fms-dtc-advise'), element('fms-dtc-advice')]);
    observerCallback?.([{ addedNodes: [element('fms-dtc-advise')] }]);
    await importedAre(['fms-dtc-advice']);
    expect(errors).toHaveLength(1);
    const [error] = errors;
    const url = (file: string) => pathToFileURL(path.join(dir, file)).href;
    expect(error).toBe(embedErrorText(
      'unknown-tag',
      '<fms-dtc-advise> 不是主控台 1.1.0 版的元素。',
      `請對照 ${url('custom-elements.json')} 檢查標籤名稱；較新版本才加入的元素需要更新的版本（${url('CHANGELOG.md')}）。`,
    ));
  });
});
