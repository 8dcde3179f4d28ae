import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementDeclarations, generatedFiles, JSX_FILE } from '../../../scripts/elements/generate';
import { hostTypes, type HostTypes } from '../../../scripts/elements/host-types';

/**
 * Issue 23, 5: the TypeScript types a host downloads (elements/v1/types.d.ts and react.d.ts) are
 * generated from the elements' own declarations. A small host page and a React 19 component are
 * type-checked against them, the generated files included (skipLibCheck off), the way a partner's
 * project would: no console source, only the DOM library and @types/react.
 * Each `@ts-expect-error` line must fail, so the types also refuse what an element does not take.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const HOST_TS = `import type { FmsEventMap, FmsMonitorMapElement, FmsRelease } from './types.js';

const map = document.createElement('fms-monitor-map');
map.carUid = 'car-1';
map.halfMap = true;
// @ts-expect-error a boolean property
map.halfMap = 'yes';
map.addEventListener('carselect', (event) => {
  const carNo: string = event.detail.carNo;
  console.log(carNo);
});
// @ts-expect-error the detail has no such field
map.addEventListener('carselect', (event) => event.detail.plate);
const typed: FmsMonitorMapElement | null = document.querySelector('fms-monitor-map');
const video = document.querySelector('fms-live-video');
video?.addEventListener('carselect', (event) => console.log(event.detail.carUid));
const nav: FmsEventMap['navrequest'] | undefined = undefined;
const release: FmsRelease = '${'$'}{VERSION}';
const version: string | undefined = window.fmsConsole?.version;
window.fmsConsole?.discover?.(document.body.attachShadow({ mode: 'open' }));
void window.fmsConsole?.provideTokens(async () => ({ accessToken: 'a.b.c' }));
// @ts-expect-error a tag that does not exist is a plain HTMLElement
document.createElement('fms-monitor-mapp').halfMap = true;
console.log(typed, nav, release, version);
`;

const HOST_TSX = `import type {} from './react.js';

export function Fleet() {
  return (
    <main>
      <fms-monitor-map carUid="car-1" half-map oncarselect={(event) => console.log(event.detail.carNo)} />
      <fms-dtc-advice code="P0217" compact />
    </main>
  );
}

// @ts-expect-error a boolean property takes no string
export const wrongType = <fms-monitor-map halfMap="yes" />;
// @ts-expect-error the detail has no such field
export const wrongDetail = <fms-monitor-map oncarselect={(event) => event.detail.plate} />;
`;

let types: HostTypes;
let dir: string;

beforeAll(() => {
  types = hostTypes(path.join(ROOT, 'src/elements'), ROOT, '1.1.0');
  // Inside the project, so that 'react' resolves to its @types/react as in a partner's project.
  mkdirSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
  dir = mkdtempSync(path.join(ROOT, 'node_modules/.cache/fms-host-types-'));
  writeFileSync(path.join(dir, 'types.d.ts'), types['types.d.ts']);
  writeFileSync(path.join(dir, 'react.d.ts'), types['react.d.ts']);
  writeFileSync(path.join(dir, 'host.ts'), HOST_TS.replace('${VERSION}', '1.1.0'));
  writeFileSync(path.join(dir, 'host.tsx'), HOST_TSX);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('host types (issue 23)', () => {
  it('name the release and every tag, and are written out in full (no console source named)', () => {
    expect(types['types.d.ts']).toContain("export type FmsRelease = '1.1.0';");
    expect(types['types.d.ts']).toContain("'fms-monitor-map': FmsMonitorMapElement;");
    expect(types['types.d.ts']).toContain('carselect: CustomEvent<{ carUid: string; carNo: string }>;');
    expect(types['types.d.ts']).not.toMatch(/from '\.\.?\/(?!types)/);
    expect(types['react.d.ts']).toContain("declare module 'react'");
  });

  it('cover every tag of the console\'s own JSX types and every event its elements declare (one declaration, generated for both)', () => {
    const elements = elementDeclarations(path.join(ROOT, 'src/elements'));
    const consoleJsx = generatedFiles(path.join(ROOT, 'src/elements')).get(JSX_FILE)!;
    expect(elements.length).toBeGreaterThan(60);
    for (const { tag, events } of elements) {
      expect(consoleJsx, tag).toContain(`'${tag}': FmsJsx<`);
      expect(types['react.d.ts'], tag).toContain(`'${tag}': FmsJsx<`);
      for (const event of events) expect(types['types.d.ts'], event.name).toContain(`  ${event.name}: CustomEvent<`);
    }
  });

  it('a host page and a React 19 component type-check against them, and what an element does not take fails', () => {
    const program = ts.createProgram({
      rootNames: ['host.ts', 'host.tsx', 'types.d.ts', 'react.d.ts'].map((f) => path.join(dir, f)),
      options: {
        strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
      },
    });
    const problems = ts.getPreEmitDiagnostics(program)
      .filter((d) => !d.file || d.file.fileName.startsWith(dir))
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}:${d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
