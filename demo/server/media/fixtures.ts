import { readFileSync } from 'node:fs';

/**
 * The committed camera media (made once by make-fixtures.sh; the server never runs ffmpeg): four
 * 2-second H.264 MPEG-TS segments that the live playlist loops, and an 8-second mp4 for downloads.
 */
export const SEGMENT_SECONDS = 2;
export const SEGMENT_COUNT = 4;

const dir = new URL('./fixtures/', import.meta.url);
let cache: { segments: Buffer[]; clip: Buffer } | null = null;

export function mediaFixtures(): { segments: Buffer[]; clip: Buffer } {
  cache ??= {
    segments: Array.from({ length: SEGMENT_COUNT }, (_, i) => readFileSync(new URL(`seg${i}.ts`, dir))),
    clip: readFileSync(new URL('clip.mp4', dir)),
  };
  return cache;
}
