import * as XLSX from 'xlsx';
import type { TestApp } from '../harness';

/** Task import files and their upload, for the server's import tests. */

export const HEADER = ['任務編號', '任務日期', '車號', '司機', '站序', '站點名稱', '地址', '任務種類', '預計時間', '備註'];

export function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '任務');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function multipart(file: Buffer, fileName = 'tasks.xlsx') {
  const boundary = '----fms-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** task/v0/import of `file` as `token`'s user. */
export const importFile = (t: TestApp, token: string | undefined, file: Buffer) =>
  t.call({ method: 'POST', url: '/api/task/v0/import', token, ...multipart(file) });
