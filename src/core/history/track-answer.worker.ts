/// <reference lib="webworker" />
import { parseBody, trackAnswerOf, transferablesOf } from './track-answer';
import type { TrackAnswerReply, TrackAnswerRequest } from './read-track-answer';

/**
 * Reads a journey/detail answer off the main thread (issue 26, 6): a week of 1 Hz track is ~45 MB
 * of JSON whose parse, columns, stops, projection and detail levels would freeze the page for
 * seconds. The body comes as a Blob (no copy) and the typed arrays go back transferred.
 */
self.onmessage = async ({ data }: MessageEvent<TrackAnswerRequest>) => {
  const answer = trackAnswerOf(parseBody(await data.body.text()));
  (self as unknown as Worker).postMessage({ id: data.id, answer } satisfies TrackAnswerReply, transferablesOf(answer));
};
