import * as XLSX from 'xlsx';
import { formulaSafeCell } from '../../../src/core/sheets/formula-guard';

/**
 * Writing and reading real .xlsx workbooks (package xlsx). `workbook` is the one place every export
 * of the server writes its cells, so the formula guard (issue 22, 20) applies to all of them.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetSpec {
  name: string;
  rows: unknown[][];
  /** Column widths in characters. */
  widths?: number[];
}

export function workbook(sheets: readonly SheetSpec[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(s.rows.map((row) => row.map(formulaSafeCell)));
    if (s.widths) sheet['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, s.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Reads all sheets back (tests and round trips). */
export function readBook(buffer: Buffer | Uint8Array): Record<string, unknown[][]> {
  const book = XLSX.read(buffer, { type: 'buffer', cellDates: true });
  return Object.fromEntries(book.SheetNames.map((n) => [n, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[n], { header: 1, defval: '' })]));
}
