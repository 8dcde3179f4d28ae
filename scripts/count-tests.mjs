// Sums the tests of every layer of `npm test` into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-summary';
let passed = 0;
let failed = 0;
let skipped = 0;
const read = (name) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : null);

const unit = read('unit.json');
if (unit) {
  const r = JSON.parse(unit);
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const elements = read('elements.log');
if (elements) {
  // The runner's last progress line, e.g. "Chromium: |████| 3/3 test files | 12 passed, 0 failed".
  const ESC = String.fromCharCode(27);
  const plain = elements.split(ESC).map((part) => part.replace(/^\[[0-9;]*[A-Za-z]/, '')).join('');
  const matches = [...plain.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)];
  const last = matches.at(-1);
  if (last) { passed += Number(last[1]); failed += Number(last[2]); skipped += Number(last[3] ?? 0); }
}
const e2e = read('e2e.json');
if (e2e) {
  const s = JSON.parse(e2e).stats;
  passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
}
if (process.argv.includes('--failed-gate') && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
