import path from 'node:path';
import { filesOf, kb, loadedTooEarly, PAGES, readManifest, weightOf } from './measure.ts';

/**
 * The size budgets of `npm test` (issue 9): the gzip size of the JavaScript each page needs, read
 * from the build that the end-to-end gate uses. Fails naming the page, its size and its budget.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const over: string[] = [];
for (const page of PAGES) {
  const manifest = readManifest(dist, page.build);
  const early = loadedTooEarly(manifest, page);
  if (early.length > 0) over.push(`${page.name}: loads before it shows what must come after: ${early.join(', ')}`);
  const { gzip } = weightOf(dist, filesOf(manifest, page));
  const line = `${page.name}: ${kb(gzip)} KB gzip, budget ${page.budgetKb} KB`;
  if (gzip > page.budgetKb * 1024) over.push(line);
  console.log(`${gzip > page.budgetKb * 1024 ? 'OVER' : 'ok  '} ${line}${page.note ? ` (${page.note})` : ''}`);
}
if (over.length > 0) {
  console.error(`\nOver the size budget (issue 9; budgets in scripts/page-weight/measure.ts):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
