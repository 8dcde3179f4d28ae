import { createRequire } from 'node:module';
import * as XLSX from 'xlsx';

/** Hostile workbooks of issue 10, 1, made the way an attacker makes them: by editing the XML. */

// The zip container library ships inside xlsx but is only on its CommonJS export.
const { CFB } = createRequire(import.meta.url)('xlsx') as { CFB: any };

/** A real workbook of `rows` in one sheet named 任務. */
export function workbookOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '任務');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The workbook with its sheet's `<dimension ref>` claiming `ref` (e.g. A1:XFD1048576) over the same cells. */
export function claimingRange(workbook: Buffer, ref: string): Buffer {
  const zip = CFB.read(workbook, { type: 'buffer' });
  const sheet = CFB.find(zip, '/xl/worksheets/sheet1.xml');
  const xml = Buffer.from(sheet.content as Uint8Array).toString('utf8');
  sheet.content = Buffer.from(xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  return Buffer.from(CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array);
}

/** The dimension a workbook's first sheet declares. */
export function declaredRange(workbook: Buffer): string | undefined {
  const sheet = CFB.find(CFB.read(workbook, { type: 'buffer' }), '/xl/worksheets/sheet1.xml');
  return /<dimension ref="([^"]*)"/.exec(Buffer.from(sheet.content as Uint8Array).toString('utf8'))?.[1];
}

/**
 * Rows of a zip bomb: about 21 MB of distinct 30,000-character strings (a cell holds at most
 * 32,767), which deflate to a few hundred KB.
 */
export const zipBombRows = (): string[][] => Array.from({ length: 700 }, (_, i) => [`${i}:${'x'.repeat(30_000)}`]);
