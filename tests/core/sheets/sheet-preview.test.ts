import { describe, expect, it } from 'vitest';
import { readSheetPreview, SHEET_FAILURE_MESSAGES, SHEET_LIMITS, type SheetPreviewProgress } from '../../../src/core/sheets';
import type { SheetPreviewReply, SheetPreviewRequest } from '../../../src/core/sheets/preview-protocol';

/**
 * Issue 10, 1: how readSheetPreview answers for what its worker says, or does not say. The worker is
 * a stand-in here; the real one runs in Chromium in tests/elements/tasks/sheet-preview.
 */

class StandInWorker {
  onmessage: ((event: { data: SheetPreviewReply }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  requests: SheetPreviewRequest[] = [];
  terminated = false;
  constructor(private readonly replies: SheetPreviewReply[]) {}
  postMessage(request: SheetPreviewRequest) {
    this.requests.push(request);
    for (const data of this.replies) queueMicrotask(() => this.onmessage?.({ data }));
  }
  terminate() { this.terminated = true; }
}

const file = new Blob(['PK']);
const standIn = (...replies: SheetPreviewReply[]) => {
  const worker = new StandInWorker(replies);
  return { worker, createWorker: () => worker as unknown as Worker };
};

describe('readSheetPreview', () => {
  it('answers the rows the worker read, passes its progress on, and ends the worker', async () => {
    const { worker, createWorker } = standIn({ kind: 'progress', progress: { stage: 'parsing' } }, { kind: 'rows', rows: [['任務編號'], ['T1']] });
    const seen: SheetPreviewProgress[] = [];
    expect(await readSheetPreview(file, { createWorker, onProgress: (p) => seen.push(p) })).toEqual({ rows: [['任務編號'], ['T1']] });
    expect(seen).toEqual([{ stage: 'parsing' }]);
    expect(worker.requests).toEqual([{ file, limits: SHEET_LIMITS }]);
    expect(worker.terminated).toBe(true);
  });

  it.each(['unpacks-too-large', 'not-a-workbook', 'too-many-rows'] as const)('a %s failure comes with the message the server gives', async (failure) => {
    const { createWorker } = standIn({ kind: 'failure', failure });
    expect(await readSheetPreview(file, { createWorker })).toEqual({ failure, message: SHEET_FAILURE_MESSAGES[failure] });
  });

  it('a file over the upload cap is refused without starting a worker', async () => {
    const big = new Blob([new Uint8Array(SHEET_LIMITS.uploadBytes + 1)]);
    const createWorker = () => { throw new Error('no worker should start'); };
    expect(await readSheetPreview(big, { createWorker })).toEqual({ failure: 'too-large', message: SHEET_FAILURE_MESSAGES['too-large'] });
  });

  it('a worker silent past the time limit is ended and the answer is timed-out', async () => {
    const { worker, createWorker } = standIn();
    expect(await readSheetPreview(file, { createWorker, limits: { ...SHEET_LIMITS, parseMs: 10 } })).toEqual({ failure: 'timed-out', message: SHEET_FAILURE_MESSAGES['timed-out'] });
    expect(worker.terminated).toBe(true);
  });

  it('a worker that crashes answers not-a-workbook', async () => {
    const { worker, createWorker } = standIn();
    const read = readSheetPreview(file, { createWorker });
    worker.onerror!({ preventDefault() {} });
    expect(await read).toMatchObject({ failure: 'not-a-workbook' });
    expect(worker.terminated).toBe(true);
  });

  it('aborting ends the worker and rejects with the signal reason', async () => {
    const { worker, createWorker } = standIn();
    const abort = new AbortController();
    const read = readSheetPreview(file, { createWorker, signal: abort.signal });
    abort.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('an already aborted signal starts no worker', async () => {
    const createWorker = () => { throw new Error('no worker should start'); };
    await expect(readSheetPreview(file, { createWorker, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
