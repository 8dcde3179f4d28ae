import { callReading } from '../api/call';
import { drivingHistory } from '../api/contract/history';
import type { ApiBody } from '../http/client';
import { trackAnswerOfBytes, type JourneyTrack } from './track-answer';

export interface TrackAnswerRequest {
  id: number;
  body: Blob;
}

export interface TrackAnswerReply {
  id: number;
  answer: unknown;
}

/**
 * journey/detail (spec 7.6) read into a prepared track (track-answer.ts) in a Web Worker, so a
 * week of 1 Hz track leaves the page responsive while it is read (issue 26, 6). The worker is the
 * one Vite emits beside the bundle that uses it (an element embedded alone carries its own); where
 * no worker can start, the answer is read on the page.
 */
export const journeyTrack = (journeyUid: string): Promise<ApiBody<JourneyTrack>> =>
  callReading<JourneyTrack, typeof drivingHistory.journeyDetail>(drivingHistory.journeyDetail, { body: { journeyUid } }, readTrackAnswer);

export async function readTrackAnswer(response: Response): Promise<unknown> {
  const body = await response.blob().catch(() => new Blob([]));
  return readInWorker(body).catch(async () => trackAnswerOfBytes(new Uint8Array(await body.arrayBuffer())));
}

/** One worker for every replay of the page, started on first use; null when it cannot start. */
let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();

function readInWorker(body: Blob): Promise<unknown> {
  const w = trackWorker();
  if (!w) return Promise.reject(new Error('no worker'));
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, body } satisfies TrackAnswerRequest);
  });
}

function trackWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = typeof Worker === 'undefined' ? null : startWorker();
  if (!worker) return null;
  worker.onmessage = ({ data }: MessageEvent<TrackAnswerReply>) => {
    waiting.get(data.id)?.resolve(data.answer);
    waiting.delete(data.id);
  };
  // A worker that cannot load (a page whose policy forbids it) or crashes: read on the page from now on.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error('track worker failed'));
    waiting.clear();
  };
  return worker;
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./track-answer.worker.ts', import.meta.url), { type: 'module', name: 'track-answer' });
  } catch {
    return null;
  }
}
