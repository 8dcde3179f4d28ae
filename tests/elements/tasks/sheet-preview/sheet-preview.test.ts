import { expect } from '@esm-bundle/chai';
import {
  createSheetPreviewWorker, readSheetPreview, SHEET_FAILURE_MESSAGES, SHEET_LIMITS, type SheetPreview, type SheetPreviewStage,
} from '../../../../src/core/sheets';
import { claimingRange, declaredRange, workbookOf, zipBomb } from '../../../core/sheets/hostile-sheets';

/**
 * Issue 10, 1: the browser previews a spreadsheet in a Web Worker — the one Vite bundles, started the
 * production way — with the server's caps, and the page's main thread stays free meanwhile.
 */

const HEADER = ['任務編號', '任務日期', '車號', '司機', '站序', '站點名稱', '地址'];
const ROW = ['T1', '2026-12-01', 'KEA-1234', 'demo-driver', '1', '臺北港倉庫', '臺北港'];
const xlsx = (bytes: Uint8Array) => new File([bytes as BlobPart], 'tasks.xlsx');

/** Reads the file while counting the page's timer callbacks: they fire only while the main thread is free. */
async function readCountingTicks(file: Blob, limits = SHEET_LIMITS): Promise<{ preview: SheetPreview; ticks: number }> {
  let ticks = 0;
  let timer: number;
  const tick = () => { ticks += 1; timer = window.setTimeout(tick, 0); };
  timer = window.setTimeout(tick, 0);
  try {
    return { preview: await readSheetPreview(file, { limits }), ticks };
  } finally {
    clearTimeout(timer);
  }
}

/** The production worker, watched for its end. */
function watchedWorker() {
  const seen = { terminated: false };
  const createWorker = () => {
    const worker = createSheetPreviewWorker();
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => { seen.terminated = true; terminate(); };
    return worker;
  };
  return { seen, createWorker };
}

describe('readSheetPreview in Chromium', () => {
  it('issue 22, 7: for a task import the worker also answers each task by car, day and stops, with its rows, for the duplicate check', async () => {
    const taskLookups = {
      cars: [{ carNo: 'KEA-1234', uid: 'car-1', managed: true }],
      drivers: [{ uid: 'd-1', zhName: '陳志明', name: 'demo-driver', mobile: '0912000001' }],
      kinds: [],
    };
    const second = ['T1', '2026-12-01', 'KEA-1234', 'demo-driver', '2', '五股倉', '五股'];
    const preview = await readSheetPreview(xlsx(workbookOf([HEADER, second, ROW])), { taskLookups });
    expect('check' in preview && preview.check).to.deep.equal({
      errors: [],
      tasks: 1,
      fileTasks: [{
        carUid: 'car-1', taskDate: Date.parse('2026-12-01T00:00:00+08:00'), rows: [3, 2],
        stops: [{ name: '臺北港倉庫', address: '臺北港' }, { name: '五股倉', address: '五股' }],
      }],
    });
  });

  it('reads a real workbook in the worker: rows as Excel shows them, header first, with its stages', async () => {
    const stages: SheetPreviewStage[] = [];
    const { seen, createWorker } = watchedWorker();
    const preview = await readSheetPreview(xlsx(workbookOf([HEADER, ROW])), { createWorker, onProgress: (p) => stages.push(p.stage) });
    expect(preview).to.deep.equal({ rows: [HEADER, ROW] });
    expect(stages).to.deep.equal(['reading', 'checking', 'parsing']);
    expect(seen.terminated).to.equal(true);
  });

  it('a dimension bomb (<dimension ref> A1:XFD1048576) reads only the cells there, and the page keeps running', async () => {
    const bomb = claimingRange(workbookOf([HEADER, ROW]), 'A1:XFD1048576');
    expect(declaredRange(bomb)).to.equal('A1:XFD1048576');
    const { preview, ticks } = await readCountingTicks(xlsx(bomb));
    expect(preview).to.deep.equal({ rows: [HEADER, ROW] });
    expect(ticks).to.be.greaterThan(0);
  });

  it('a zip bomb is refused as the server refuses it, with its message, and the page keeps running', async () => {
    const { preview, ticks } = await readCountingTicks(xlsx(zipBomb()));
    expect(preview).to.deep.equal({ failure: 'unpacks-too-large', message: SHEET_FAILURE_MESSAGES['unpacks-too-large'] });
    expect(ticks).to.be.greaterThan(0);
  });

  it('a sheet longer than the row cap is refused, not cut short', async () => {
    const rows = [HEADER, ...Array.from({ length: 30 }, (_, i) => [`T${i}`])];
    const { preview } = await readCountingTicks(xlsx(workbookOf(rows)), { ...SHEET_LIMITS, rows: 20 });
    expect(preview).to.deep.equal({ failure: 'too-many-rows', message: SHEET_FAILURE_MESSAGES['too-many-rows'] });
  });

  it('a text file renamed .xlsx is not a workbook', async () => {
    const preview = await readSheetPreview(new File(['任務編號,車號\nT1,KEA-1234'], 'tasks.xlsx'));
    expect(preview).to.deep.equal({ failure: 'not-a-workbook', message: SHEET_FAILURE_MESSAGES['not-a-workbook'] });
  });

  it('aborting ends the worker and rejects with an AbortError', async () => {
    const { seen, createWorker } = watchedWorker();
    const abort = new AbortController();
    const read = readSheetPreview(xlsx(zipBomb()), { createWorker, signal: abort.signal, onProgress: () => abort.abort() });
    const outcome = await read.then(() => 'answered', (e: DOMException) => e.name);
    expect(outcome).to.equal('AbortError');
    expect(seen.terminated).to.equal(true);
  });

  it('a worker that never answers is ended at the time limit and the answer is timed-out', async () => {
    const createWorker = () => new Worker(URL.createObjectURL(new Blob(['/* never answers */'], { type: 'text/javascript' })));
    const preview = await readSheetPreview(xlsx(workbookOf([HEADER])), { createWorker, limits: { ...SHEET_LIMITS, parseMs: 50 } });
    expect(preview).to.deep.equal({ failure: 'timed-out', message: SHEET_FAILURE_MESSAGES['timed-out'] });
  });
});
