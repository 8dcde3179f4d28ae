/**
 * Spreadsheet formula injection (issue 22, 20; OWASP "CSV injection"): a cell whose text begins with
 * = + - @, a tab or a carriage return is read as a formula by spreadsheets, and by any CSV saved
 * from the workbook, so a car note or stop name typed as `=HYPERLINK(…)` would run on the reader's
 * machine. Every export writes such text with a leading apostrophe, which shows it as text; the
 * import reads the apostrophe away again, so an exported task file imports back unchanged.
 */
// Apostrophes already before such text count too, so text typed as '=x survives the round trip.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^''*[=+\-@\t\r]/;

/** The cell as an export writes it: text that would start a formula gets a leading apostrophe; other values as they are. */
export function formulaSafeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as the import reads it: the apostrophe an export put before formula text is dropped. */
export function unguardedCell<T>(value: T): T | string {
  return typeof value === 'string' && GUARDED.test(value) ? value.slice(1) : value;
}
