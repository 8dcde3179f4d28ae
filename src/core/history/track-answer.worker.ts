/// <reference lib="webworker" />
import { trackAnswerOfBytes, transferablesOf } from './track-answer';
import type { TrackAnswerReply, TrackAnswerRequest } from './read-track-answer';

/**
 * Reads a journey/detail answer off the main thread (issue 26, 6): a week of 1 Hz track is ~45 MB
 * of JSON whose parse, columns, stops, projection and detail levels would freeze the page for
 * seconds. The body comes as a Blob (no copy), its points are scanned into columns without an
 * object per point, and the typed arrays go back transferred.
 */
self.onmessage = async ({ data }: MessageEvent<TrackAnswerRequest>) => {
  const answer = trackAnswerOfBytes(new Uint8Array(await data.body.arrayBuffer()));
  (self as unknown as Worker).postMessage({ id: data.id, answer } satisfies TrackAnswerReply, transferablesOf(answer));
};
