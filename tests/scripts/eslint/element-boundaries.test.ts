import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24, 8: with elements in area folders, lint still keeps each element's internals its own.
 * The element folder is found by its `<folder>.element.ts` at any depth; an area's own kit
 * (`<area>/shared`) serves that area only. Linted through eslint.config.js, so the rule is proved on.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'fms/element-boundaries').map((m) => m.message);
}

describe('lint: element boundaries in area folders', () => {
  it.each([
    ['its own files', 'src/elements/fleet/car-list/car-list.tsx', "export * from './car-list.element';\n"],
    ['another element\'s registration', 'src/elements/fleet/car-detail/car-detail.tsx', "import '../car-form/car-form.element';\n"],
    ['an element of another area through its registration', 'src/elements/live/monitor-map/monitor-map.tsx', "import '../../history/track-playback/track-playback.element';\n"],
    ['the shared kit', 'src/elements/maintenance/v2/maintenance-list/maintenance-list.tsx', "export * from '../../../shared/ui';\n"],
    ['its area\'s own kit', 'src/elements/tasks/task-form/task-form.tsx', "export * from '../shared';\n"],
  ])('an element may import %s', async (_what, file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });

  it.each([
    ['another element\'s internals in its area', 'src/elements/fleet/car-detail/car-detail.tsx', "export * from '../car-form/car-form';\n", "element folder 'fleet/car-form'"],
    ['another element\'s internals one level deeper', 'src/elements/maintenance/v2/maintenance-list/maintenance-list.tsx', "export * from '../../v1/maintenance-record/maintenance-record';\n", "element folder 'maintenance/v1/maintenance-record'"],
    ['another area\'s own kit', 'src/elements/fleet/car-list/car-list.tsx', "export * from '../../tasks/shared';\n", 'the tasks area'],
    ['an element\'s internals from the shared kit', 'src/elements/shared/ui/button.tsx', "export * from '../../live/monitor-map/map/labels';\n", "element folder 'live/monitor-map'"],
  ])('an element may not import %s', async (_what, file, code, said) => {
    const found = await refusals(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(said);
  });
});
