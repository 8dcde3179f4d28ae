import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../src/core/pages';

/**
 * Issue 24, 1: every link names its page with pathOf, so a route changes in the manifest alone. This
 * scan fails on a string or template literal in src/ or demo/ that spells a console route (its
 * static part, e.g. '/history/journey/' or `/event/one/${uid}`), outside the manifest. Comments may
 * name routes; code may not.
 */
const ROOT = join(__dirname, '../../..');
const ALLOWED = new Set(['src/core/pages/manifest.ts']);

/** The static head of every route: '/history/journey' of '/history/journey/:carUid'. */
const HEADS = [...new Set(PAGES.map((page) => page.path.split('/:')[0]).filter((head) => head !== '/'))];

const sourceFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const path = join(dir, entry.name);
  if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
  return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
});

/** The code with its comments blanked (line numbers kept). */
const withoutComments = (text: string) => text
  .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The route literals of a text, as `line: literal`. */
export function routeLiterals(text: string): string[] {
  return withoutComments(text).split('\n').flatMap((line, i) => [...line.matchAll(/(['"`])(\/[A-Za-z][^'"`]*)/g)]
    .map((found) => found[2])
    .filter((literal) => {
      const path = literal.split(/[?#]|\$\{/)[0];
      return HEADS.some((head) => path === head || path === `${head}/` || path.startsWith(`${head}/`));
    })
    .map((literal) => `${i + 1}: ${literal}`));
}

describe('no hand-built console path outside the page manifest (issue 24, 1)', () => {
  it('the scan finds a hand-built path, and leaves comments and other URLs alone', () => {
    expect(routeLiterals("const a = `/history/journey/${uid}`;\nnavigate('/task/add');\nconst b = '/monitor?carUid=1';")).toEqual([
      '1: /history/journey/${uid}', '2: /task/add', '3: /monitor?carUid=1',
    ]);
    expect(routeLiterals("// go to '/task/add'\n/** '/fence' */\nfetch('/api/task/v0/list'); const u = 'https://x.test/monitor';")).toEqual([]);
  });

  it('src/ and demo/ build every console path with pathOf', () => {
    const found = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'demo'))]
      .map((file) => relative(ROOT, file))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => routeLiterals(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
