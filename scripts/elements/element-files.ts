import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The suffix of an element's registration module: its tag, props, events and JSDoc header. */
export const ELEMENT_SUFFIX = '.element.ts';

/**
 * Every element registration module under src/elements, at any depth, sorted by path: found by
 * its name, not by its folder, so elements grouped into area folders (src/elements/<area>/<element>/)
 * are found as they are today (issue 24, 2 and 8).
 */
export function elementFiles(elementsDir: string): string[] {
  return readdirSync(elementsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ELEMENT_SUFFIX) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(elementsDir, file))
    .sort();
}
