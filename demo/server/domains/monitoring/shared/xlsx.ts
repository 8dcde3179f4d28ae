import type { FileResult } from '../../../http/register';
import { workbook, XLSX_TYPE } from '../../../http/xlsx-book';

export { XLSX_TYPE };

/** A one-sheet .xlsx download: a header row (Traditional Chinese) and the rows under it. */
export function xlsxFile(fileName: string, sheetName: string, headers: string[], rows: unknown[][]): FileResult {
  const widths = headers.map((h) => Math.max(10, h.length * 2 + 2));
  return { file: { fileName, contentType: XLSX_TYPE, buffer: workbook([{ name: sheetName, rows: [headers, ...rows], widths }]) } };
}
