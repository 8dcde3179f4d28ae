import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24, 7: the repository's lint holds the import direction for demo/ as for src/. The server
 * imports only core (its manual once took the brand and a map hint from elements); host pages take
 * elements and apps; server and pages stay apart. A type import, a re-export and an `import()` count
 * like an import. Linted through eslint.config.js itself, so the test also proves the rule is on.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The import-direction problems lint reports for `code` as if it were `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'fms/import-direction').map((m) => m.message);
}

describe('lint: direction of imports', () => {
  it.each([
    ['demo/server/docs/manual.ts', "export { DEFAULT_TITLE } from '../../../src/core/brand';\n"],
    ['demo/server/http/static.ts', "export { isExactReleasePath } from '../../../scripts/elements/release';\nexport { default } from 'fastify';\n"],
    ['demo/pages/app.ts', "import '../../src/elements/live/live-video/live-video.element';\nexport { el } from '../../src/apps/layouts/dom';\n"],
    ['src/apps/account/index.tsx', "import '../../elements/chrome/app-header/app-header.element';\nexport { DEFAULT_TITLE } from '../../core/brand';\n"],
    ['src/elements/shared/embed.ts', "export { version } from '../../../package.json';\n"],
  ])('%s may import this', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });

  it.each([
    { file: 'demo/server/docs/manual.ts', code: "export { DEFAULT_TITLE } from '../../../src/elements/shared/chrome/brand';\n", to: 'src/elements' },
    { file: 'demo/server/docs/page-guides.ts', code: "import type { Hint } from '../../../src/elements/live/monitor-map/map/labels';\nexport const hints: Hint[] = [];\n", to: 'src/elements' },
    { file: 'demo/server/app.ts', code: "export * from '../../src/apps/root/root-config';\n", to: 'src/apps' },
    { file: 'demo/server/app.ts', code: "export const later = () => import('../../src/elements/x/x.element');\n", to: 'src/elements' },
    { file: 'demo/server/app.ts', code: "import '../pages/app';\n", to: 'demo/pages' },
    { file: 'demo/pages/app.ts', code: "export { ENTERPRISES } from '../server/enterprises';\n", to: 'demo/server' },
    { file: 'src/core/http/client.ts', code: "import '../../elements/x/x';\n", to: 'src/elements' },
    { file: 'src/core/http/client.ts', code: "import '../../../demo/server/seed';\n", to: 'demo/server' },
    { file: 'src/elements/x/x.tsx', code: "export { a } from '../../apps/y';\n", to: 'src/apps' },
  ])('$file may not import from $to', async ({ file, code, to }) => {
    const found = await refusals(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`reaches into ${to}`);
  });
});
