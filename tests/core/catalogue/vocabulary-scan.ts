import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where the repository is, for paths relative to it. */
export const ROOT = join(import.meta.dirname, '../../..');

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'fixtures', '.data']);

/** Every source file under the given folders (relative to the repository), as repository paths. */
export function sourceFiles(...folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) out.push(relative(ROOT, path));
    }
  };
  folders.forEach((folder) => walk(join(ROOT, folder)));
  return out.sort();
}

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const parse = (file: string, text = readFileSync(join(ROOT, file), 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** A word as compared: spaces do not make another word ('DVR 斷訊' is 'DVR斷訊'). */
export const normalise = (word: string) => word.replace(/\s+/g, '');

function visit(source: ts.SourceFile, found: (node: ts.Node) => string | undefined): Finding[] {
  const out: Finding[] = [];
  const walk = (node: ts.Node) => {
    const text = found(node);
    if (text !== undefined) out.push({ file: source.fileName, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    ts.forEachChild(node, walk);
  };
  walk(source);
  return out;
}

/**
 * String literals and JSX texts whose whole text is one of `words`: a second declaration of a word.
 * A sentence that merely contains a word (an error message, a notification text) is not one.
 */
export function literalsOf(file: string, words: ReadonlySet<string>, text?: string): Finding[] {
  const wanted = new Set([...words].map(normalise));
  return visit(parse(file, text), (node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text
      : ts.isJsxText(node) ? node.text : undefined;
    return literal !== undefined && wanted.has(normalise(literal)) ? literal.trim() : undefined;
  });
}

const isCategoryName = (name: string) => /^category$|_CATEGORY$|^CATEGORY$/.test(name);
const isNumber = (node: ts.Node) => ts.isNumericLiteral(node);

/**
 * Notification category numbers written out: `category: 4`, `row.category === 3`, or a constant
 * named like a category (`TASK_CATEGORY = 4`, `CATEGORY = { fence: 3 }`).
 */
export function categoryNumbersOf(file: string, text?: string): Finding[] {
  return visit(parse(file, text), (node) => {
    if (ts.isPropertyAssignment(node) && isCategoryName(node.name.getText()) && isNumber(node.initializer)) return node.getText();
    if (ts.isVariableDeclaration(node) && isCategoryName(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (isNumber(init)) return node.getText();
      if (ts.isObjectLiteralExpression(init) || (ts.isAsExpression(init) && ts.isObjectLiteralExpression(init.expression))) {
        const object = ts.isAsExpression(init) ? init.expression as ts.ObjectLiteralExpression : init;
        if (object.properties.some((p) => ts.isPropertyAssignment(p) && isNumber(p.initializer))) return node.getText();
      }
    }
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) {
      const [a, b] = [node.left, node.right];
      const named = (n: ts.Node) => (ts.isPropertyAccessExpression(n) && n.name.text === 'category') || (ts.isIdentifier(n) && n.text === 'category');
      if ((named(a) && isNumber(b)) || (named(b) && isNumber(a))) return node.getText();
    }
    return undefined;
  });
}
