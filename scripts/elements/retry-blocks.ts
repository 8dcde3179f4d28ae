import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Retry blocks written by hand (issue 24, 3). A failed load shows its message and 重試 through the
 * UI kit's ResourceView / ResourceError / RetryButton (src/elements/shared/ui/resource-view.tsx),
 * so every element retries alike. An element that labels a control 重試 itself (or with a word
 * meaning the same, such as 重新載入) writes its own retry block; this finds those labels.
 *
 * Read through the compiler's syntax tree, so comments and messages that only mention retrying
 * (請重試。) do not count: only a JSX text or a string that is the whole label.
 */

/** Labels of a control that loads again what failed. */
export const RETRY_LABELS: readonly string[] = ['重試', '再試一次', '重新載入', '重新讀取'];

/** Where the UI kit lives: the only place that may write the retry label. */
export const KIT_FOLDER = 'src/elements/shared/ui';

const SOURCE = /\.(ts|tsx)$/;

/** A retry label written in a file: its line (from 1) and the label. */
export interface RetryLabel {
  line: number;
  label: string;
}

/** The retry labels written in one module's text. */
export function retryLabelsIn(text: string, fileName = 'module.tsx'): RetryLabel[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: RetryLabel[] = [];
  const visit = (node: ts.Node) => {
    let label: string | null = null;
    if (ts.isJsxText(node)) label = node.text.trim();
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) label = node.text.trim();
    if (label !== null && RETRY_LABELS.includes(label)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, label });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The files under `folder` of `root` (src/elements by default) outside the UI kit that write a
 * retry label, as root-relative paths with '/' separators, sorted, each with its labels.
 */
export function retryBlocks(root: string, folder = 'src/elements'): Map<string, RetryLabel[]> {
  const blocks = new Map<string, RetryLabel[]>();
  for (const file of sourceFiles(path.join(root, folder)).sort()) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative.startsWith(`${KIT_FOLDER}/`)) continue;
    const text = readFileSync(file, 'utf8');
    // Parse only the files that hold a label's words at all: most do not, and parsing is the cost.
    if (!RETRY_LABELS.some((label) => text.includes(label))) continue;
    const labels = retryLabelsIn(text, file);
    if (labels.length) blocks.set(relative, labels);
  }
  return blocks;
}
