import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../../../scripts/imports/cycles';

/** Issue 24, 7: no module of src/ or demo/ reaches itself through its imports. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('import cycles', () => {
  it('src/ and demo/ have none', () => {
    const graph = importGraph(ROOT, ['src', 'demo']);
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'fms-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('finds a cycle through a type import, a re-export and an import(), and names it from its first module', () => {
    write('a/a.ts', "import type { B } from '../b/b';\nexport type A = B;\n");
    write('b/b.ts', "export type { C as B } from './c';\n");
    write('b/c.ts', "export type C = number;\nexport const later = () => import('../a/a');\n");
    write('b/leaf.ts', "import type { A } from '../a/a';\nexport type Leaf = A;\n");
    write('d/self.ts', "export * from './self';\n");
    expect(findCycles(importGraph(dir, ['a', 'b', 'd']))).toEqual([
      ['a/a.ts', 'b/b.ts', 'b/c.ts', 'a/a.ts'],
      ['d/self.ts', 'd/self.ts'],
    ]);
  });

  it('leaves out imports of files outside the folders walked', () => {
    expect(findCycles(importGraph(dir, ['a', 'd']))).toEqual([['d/self.ts', 'd/self.ts']]);
  });
});
