// Parses one uploaded workbook in a worker thread, so a hostile file can cost at most this thread's
// time and memory (the caller sets both) and never the server's event loop. Plain JavaScript, so it
// runs the same under tsx, vitest and node. Message in: { bytes, maxRows, maxCols }.
// Message out: { rows } | { error: 'not-a-workbook' | 'too-many-rows' }.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const { bytes, maxRows, maxCols } = workerData;

function usedRange(sheet) {
  // The range of the cells really present, not the <dimension ref> the file claims.
  let lastRow = -1;
  let lastCol = -1;
  for (const key of Object.keys(sheet)) {
    if (key.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(key);
    if (c >= maxCols) continue;
    if (r > lastRow) lastRow = r;
    if (c > lastCol) lastCol = c;
  }
  return lastRow < 0 ? null : { s: { r: 0, c: 0 }, e: { r: lastRow, c: lastCol } };
}

function read() {
  let book;
  try {
    // sheetRows stops the parser after one row more than allowed, which is how "too many" is known.
    book = XLSX.read(Buffer.from(bytes), { type: 'buffer', cellDates: true, sheetRows: maxRows + 1, bookVBA: false });
  } catch {
    return { error: 'not-a-workbook' };
  }
  const name = book.SheetNames[0];
  if (!name) return { error: 'not-a-workbook' };
  const sheet = book.Sheets[name];
  const range = usedRange(sheet);
  if (!range) return { rows: [] };
  if (range.e.r + 1 > maxRows) return { error: 'too-many-rows' };
  sheet['!ref'] = XLSX.utils.encode_range(range);
  return { rows: XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '', blankrows: true, raw: true }) };
}

parentPort.postMessage(read());
