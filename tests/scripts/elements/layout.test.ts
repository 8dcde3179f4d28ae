import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementFiles } from '../../../scripts/elements/element-files';
// @ts-expect-error: a plain .mjs script without types; AREAS is a record of string lists.
import { AREAS } from '../../../scripts/layout/move-elements.mjs';

/**
 * Issue 24, 8: src/elements shows the product: one folder per console area at its top (a dozen at
 * most), every element inside its area, and tests/elements mirroring it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ELEMENTS = path.join(ROOT, 'src/elements');
const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const areas = [...Object.keys(AREAS as Record<string, unknown>), 'shared'].sort();

describe('the layout of src/elements', () => {
  it('has one folder per console area at its top, and at most twelve', () => {
    expect(folders(ELEMENTS)).toEqual(areas);
    expect(areas.length).toBeLessThanOrEqual(12);
  });

  it('keeps every element inside an area, none in the shared kit', () => {
    for (const file of elementFiles(ELEMENTS)) {
      const [area, ...rest] = path.relative(ELEMENTS, file).split(path.sep);
      expect(areas, file).toContain(area);
      expect(area, file).not.toBe('shared');
      expect(rest.length, file).toBeGreaterThanOrEqual(2);
    }
  });

  it('is mirrored by tests/elements', () => {
    const testAreas = folders(path.join(ROOT, 'tests/elements')).filter((name) => name !== 'element-contract');
    expect(testAreas).toEqual(areas.filter((a) => testAreas.includes(a)));
    expect(testAreas.length).toBeGreaterThanOrEqual(areas.length - 1);
  });
});
