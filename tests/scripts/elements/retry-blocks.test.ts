import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retryBlocks, retryLabelsIn } from '../../../scripts/elements/retry-blocks';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Issue 24, 3: files that still write their own retry block, left for the form work (the item form
 * and the step flow). Empty it as each one moves to the resource view: a file listed here that no
 * longer writes one fails the test too, so the list never outlives its reason.
 */
const PENDING: readonly string[] = [];

/** The scan of src/elements, made once for both checks. */
let scanned: ReturnType<typeof retryBlocks> | null = null;
const scan = () => (scanned ??= retryBlocks(ROOT));

describe('retry blocks', () => {
  it('no element outside the UI kit writes its own 重試 (or 重新載入) control, except the pending forms', () => {
    const written = [...scan().entries()].map(([file, labels]) => `${file}:${labels.map((l) => `${l.line} ${l.label}`).join(', ')}`);
    const unexpected = written.filter((entry) => !PENDING.includes(entry.slice(0, entry.indexOf(':'))));
    expect(unexpected, 'show a failed load with ResourceView or ResourceError (src/elements/shared/ui/resource-view.tsx)').toEqual([]);
  });

  it('every pending file still writes one (take it off the list once it uses the resource view)', () => {
    const files = scan();
    expect(PENDING.filter((file) => !files.has(file))).toEqual([]);
  });

  it('finds a label in JSX text, in a string and in an attribute, with its line', () => {
    const text = [
      'export const A = () => <div><p>{error}</p><Button onClick={reload}>',
      '  重試',
      '</Button></div>;',
      "export const B = () => <button type=\"button\" aria-label=\"重新載入\" onClick={reload} />;",
      "export const label = { retry: '重試' };",
      'export const C = () => <EmptyState action={<Button>{`再試一次`}</Button>} />;',
    ].join('\n');
    expect(retryLabelsIn(text)).toEqual([
      { line: 2, label: '重試' },
      { line: 4, label: '重新載入' },
      { line: 5, label: '重試' },
      { line: 6, label: '再試一次' },
    ]);
  });

  it('leaves out comments, messages that mention retrying, other labels and the kit\'s own components', () => {
    const text = [
      '/** Shows the error with 重試. */',
      '// <Button>重試</Button> was here',
      "const reason = '影像連線中斷，請重試。';",
      'export const A = () => <><Button onClick={refresh}>重新整理</Button><ResourceError message={reason} onRetry={reload} /></>;',
    ].join('\n');
    expect(retryLabelsIn(text)).toEqual([]);
  });

  it('reads .ts modules too (a label set on a DOM node)', () => {
    expect(retryLabelsIn("button.textContent = '重試';", 'player.ts')).toEqual([{ line: 1, label: '重試' }]);
  });
});
