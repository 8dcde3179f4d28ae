import * as XLSX from 'xlsx';

/**
 * Workbooks of issue 10, 1, made the way an attacker makes them: by editing the XML. Plain bytes, so
 * the core tests, the server tests and the browser tests (tests/elements/tasks/sheet-preview) share them.
 */

// The zip container library ships inside xlsx: a named export of its ES module (the browser), only a
// property of its CommonJS export (the namespace's default) under node.
const CFB = (XLSX as any).CFB ?? Reflect.get(XLSX, 'default').CFB;
const SHEET_XML = '/xl/worksheets/sheet1.xml';

/** A real workbook of `rows` in one sheet named 任務. */
export function workbookOf(rows: unknown[][], mutate?: (sheet: XLSX.WorkSheet) => void): Uint8Array {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  mutate?.(sheet);
  XLSX.utils.book_append_sheet(book, sheet, '任務');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/** The workbook with its sheet's `<dimension ref>` claiming `ref` (e.g. A1:XFD1048576) over the same cells. */
export function claimingRange(workbook: Uint8Array, ref: string): Uint8Array {
  const zip = CFB.read(workbook, { type: 'array' });
  const sheet = CFB.find(zip, SHEET_XML);
  const xml = new TextDecoder().decode(sheet.content as Uint8Array);
  sheet.content = new TextEncoder().encode(xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array', compression: true }) as ArrayLike<number>);
}

/** The dimension a workbook's first sheet declares. */
export function declaredRange(workbook: Uint8Array): string | undefined {
  const sheet = CFB.find(CFB.read(workbook, { type: 'array' }), SHEET_XML);
  return /<dimension ref="([^"]*)"/.exec(new TextDecoder().decode(sheet.content as Uint8Array))?.[1];
}

/**
 * Rows of a zip bomb: about 21 MB of distinct 30,000-character strings (a cell holds at most
 * 32,767), which deflate to a few hundred KB.
 */
export const zipBombRows = (): string[][] => Array.from({ length: 700 }, (_, i) => [`${i}:${'x'.repeat(30_000)}`]);

/** The workbook of `zipBombRows`: under the upload cap, yet declaring more than the unpacked cap. */
export const zipBomb = (): Uint8Array => workbookOf(zipBombRows());
