import { describe, expect, it } from 'vitest';
import { templateBook } from '../../../demo/server/domains/tasks/task-sheet';
import { readBook } from '../../../demo/server/http/xlsx-book';
import { TEST_NOW } from '../test-clock';

/** Issue 22, 8: the template's 說明 sheet names the enterprise's own task kinds, the only ones an import accepts. */
const kindRow = (kinds: readonly string[]) => {
  const book = readBook(templateBook(TEST_NOW, { carNo: 'KEA-1234', driver: 'demo-driver', kinds }));
  return { book, hint: String(book['說明'].find((row) => row[0] === '任務種類')![2]) };
};

describe('the import template\'s 說明 sheet (issue 22, 8)', () => {
  it('lists every task kind of the enterprise, in order, and no made-up example', () => {
    const { hint } = kindRow(['配送', '取貨', '轉運', '退貨回收']);
    expect(hint).toContain('本企業的任務種類：配送、取貨、轉運、退貨回收。');
    expect(hint).not.toContain('裝貨');
  });

  it('the example rows take the first two kinds', () => {
    const { book } = kindRow(['配送', '取貨', '轉運']);
    expect(book['任務'].slice(1).map((row) => row[7])).toEqual(['配送', '取貨']);
  });

  it('an enterprise without task kinds is told to leave the column blank; blanks and repeats are dropped', () => {
    expect(kindRow([]).hint).toContain('本企業尚未設定任務種類');
    expect(kindRow(['', '配送', '配送']).hint).toContain('本企業的任務種類：配送。');
  });
});
