import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, TAIPEI_OFFSET_MS } from '../../../src/core/format/time-units';
import { DAY_MS as SERVER_DAY_MS, HOUR_MS as SERVER_HOUR_MS } from '../../../demo/server/time';

const ROOT = join(import.meta.dirname, '../../..');

/** The rule ids ESLint reports for `code` as if it were the file `path` of the repository. */
async function rulesFor(code: string, path: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('time units: one home for lengths and the Taipei offset (issue 24, 6)', () => {
  it('holds the lengths and the offset, and the server reads the same ones', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS, TAIPEI_OFFSET_MS]).toEqual([1000, 60_000, 3_600_000, 86_400_000, 28_800_000]);
    expect([SERVER_HOUR_MS, SERVER_DAY_MS]).toEqual([HOUR_MS, DAY_MS]);
  });

  it.each([
    ['src/core/x.ts', 'export const DAY = 86_400_000;'],
    ['src/elements/x/y.ts', 'export const offset = 8 * 3600_000;'],
    ['demo/server/x.ts', 'export const at = (ms: number) => ms + 28800000;'],
    ['demo/server/sim/x.ts', 'export const DAY = 24 * 60 * 60 * 1000;'],
    ['scripts/x.ts', 'export const limit = 60 * 60_000;'],
  ])('lint rejects a written-out length in %s: %s', async (path, code) => {
    expect(await rulesFor(code, path)).toContain('no-restricted-syntax');
  }, 30_000);

  it('lint lets the named units and unrelated numbers through', async () => {
    const code = "import { DAY_MS, HOUR_MS } from './time-units';\nexport const x = [3 * DAY_MS, HOUR_MS, 60_000, 3600, 1000];\n";
    expect(await rulesFor(code, 'src/core/x/y.ts')).toEqual([]);
  }, 30_000);
});
