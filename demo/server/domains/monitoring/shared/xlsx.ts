import * as XLSX from 'xlsx';
import type { FileResult } from '../../../http/register';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A one-sheet .xlsx download: a header row (Traditional Chinese) and the rows under it. */
export function xlsxFile(fileName: string, sheetName: string, headers: string[], rows: unknown[][]): FileResult {
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  sheet['!cols'] = headers.map((h) => ({ wch: Math.max(10, h.length * 2 + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { file: { fileName, contentType: XLSX_TYPE, buffer } };
}
