import path from 'node:path';
import { filesOf, kb, PAGES, readManifest, weightOf } from './measure.ts';

/**
 * The size budgets of `npm test` (issue 9): the gzip size of the JavaScript each page needs, read
 * from the build that the end-to-end gate uses. Fails naming the page, its size and its budget.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = readManifest(dist);
let over = 0;
for (const page of PAGES) {
  const { gzip } = weightOf(dist, filesOf(manifest, page));
  const fits = gzip <= page.budgetKb * 1024;
  if (!fits) over += 1;
  const note = page.note ? ` (${page.note})` : '';
  console.log(`${fits ? 'ok  ' : 'OVER'} ${page.name}: ${kb(gzip)} KB gzip, budget ${page.budgetKb} KB${note}`);
}
if (over > 0) {
  console.error(`${over} page(s) over their size budget: see the lines marked OVER (budgets in scripts/page-weight/measure.ts).`);
  process.exit(1);
}
