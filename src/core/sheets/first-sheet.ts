import * as XLSX from 'xlsx';
import { unguardedCell } from './formula-guard';
import type { SheetLimits } from './limits';

/**
 * Parses the first sheet of a workbook that passed `screenUpload`. Runs only inside a worker (the
 * server's thread or the browser's Web Worker): it loads the xlsx library, which the console's main
 * bundle must not carry, and a parse may take seconds.
 */

export type ParsedSheet<Cell> = { rows: Cell[][] } | { failure: 'not-a-workbook' | 'too-many-rows' };

/** 'values' gives numbers and dates as such (the server's import); 'text' gives what Excel shows (a preview). */
export type CellForm = 'values' | 'text';

export function parseFirstSheet(bytes: Uint8Array, limits: Pick<SheetLimits, 'rows' | 'columns'>, form: 'text'): ParsedSheet<string>;
export function parseFirstSheet(bytes: Uint8Array, limits: Pick<SheetLimits, 'rows' | 'columns'>, form: 'values'): ParsedSheet<unknown>;
export function parseFirstSheet(bytes: Uint8Array, limits: Pick<SheetLimits, 'rows' | 'columns'>, form: CellForm): ParsedSheet<unknown> {
  const opened = openFirstSheet(bytes, limits);
  return 'sheet' in opened ? { rows: rowsOf(opened.sheet, form) } : opened;
}

/**
 * Both forms of one parse, row for row: the text Excel shows (to display) and the values (to judge
 * as the server does, so a date cell is a date whatever its number format shows).
 */
export function parseFirstSheetForms(bytes: Uint8Array, limits: Pick<SheetLimits, 'rows' | 'columns'>):
  { rows: string[][]; values: unknown[][] } | { failure: 'not-a-workbook' | 'too-many-rows' } {
  const opened = openFirstSheet(bytes, limits);
  if (!('sheet' in opened)) return opened;
  return { rows: rowsOf(opened.sheet, 'text') as string[][], values: rowsOf(opened.sheet, 'values') };
}

const EMPTY_SHEET: XLSX.WorkSheet = {};

function openFirstSheet(bytes: Uint8Array, limits: Pick<SheetLimits, 'rows' | 'columns'>): { sheet: XLSX.WorkSheet } | { failure: 'not-a-workbook' | 'too-many-rows' } {
  let book: XLSX.WorkBook;
  try {
    // sheetRows stops the parser one row past the cap, which is how "too many" is known, and keeps a
    // <dimension ref> claiming a million rows from sizing anything.
    book = XLSX.read(bytes, { type: 'array', cellDates: true, sheetRows: limits.rows + 1, bookVBA: false });
  } catch {
    return { failure: 'not-a-workbook' };
  }
  const name = book.SheetNames[0];
  if (!name) return { failure: 'not-a-workbook' };
  const sheet = book.Sheets[name];
  const range = usedRange(sheet, limits.columns);
  if (!range) return { sheet: EMPTY_SHEET };
  if (range.e.r + 1 > limits.rows) return { failure: 'too-many-rows' };
  sheet['!ref'] = XLSX.utils.encode_range(range);
  return { sheet };
}

function rowsOf(sheet: XLSX.WorkSheet, form: CellForm): unknown[][] {
  if (sheet === EMPTY_SHEET) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: true, raw: form === 'values' });
  return rows.map((row) => row.map(unguardedCell));
}

/** The range of the cells really present within the column cap, not the range the file claims. */
function usedRange(sheet: XLSX.WorkSheet, maxColumns: number): XLSX.Range | null {
  let lastRow = -1;
  let lastCol = -1;
  for (const key of Object.keys(sheet)) {
    if (key.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(key);
    if (c >= maxColumns) continue;
    if (r > lastRow) lastRow = r;
    if (c > lastCol) lastCol = c;
  }
  return lastRow < 0 ? null : { s: { r: 0, c: 0 }, e: { r: lastRow, c: lastCol } };
}
