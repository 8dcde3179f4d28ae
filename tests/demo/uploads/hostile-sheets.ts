/**
 * Rows of a zip bomb: about 21 MB of distinct 30,000-character strings (a cell holds at most
 * 32,767), which deflate to a few hundred KB.
 */
export const zipBombRows = (): string[][] => Array.from({ length: 700 }, (_, i) => [`${i}:${'x'.repeat(30_000)}`]);
