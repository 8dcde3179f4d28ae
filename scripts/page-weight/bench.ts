import path from 'node:path';
import { filesOf, kb, PAGES, readManifest, weightOf } from './measure.ts';

/** `npm run bench -- pages`: the bytes of each page of the size budgets, raw, gzip and brotli. */
const dist = path.resolve(import.meta.dirname, '../../dist');
console.log('page | files | raw KB | gzip KB | brotli KB | gzip budget KB');
for (const page of PAGES) {
  const files = filesOf(readManifest(dist, page.build), page);
  const w = weightOf(dist, files);
  console.log(`${page.name} | ${files.length} | ${kb(w.raw)} | ${kb(w.gzip)} | ${kb(w.brotli)} | ${page.budgetKb}`);
}
